import type { Folder } from '../../api/entities/content.ts';
import { useLoaderData, usePage } from '../../app/router-context.tsx';
import { loadEntity } from '../../data/load-entity.ts';
import type { MetaArgs, PageLoader } from '../page-module.ts';

export const loader: PageLoader<Folder> = ({ api, match }) => loadEntity<Folder>(api, 'folder', match.params.slug!);

export const meta = ({ data }: MetaArgs<Folder>) => ({ title: data.name, description: data.description });

export default function FolderScreen() {
  const folder = useLoaderData<Folder>();
  const types = usePage().match?.filters.find((filter) => filter.key === 'TYPES')?.values;
  const items = types ? folder.items.filter((item) => types.includes(item.type)) : folder.items;
  return (
    <section className="folder" aria-labelledby="page-heading">
      <h1 id="page-heading">{folder.name}</h1>
      <p className="lead">{folder.description}</p>
      <ul className="folder__items">
        {items.map((item) => (
          <li key={item.id}>
            <h2>{item.title}</h2>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
