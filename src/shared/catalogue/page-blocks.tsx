import type { PageBlock } from '../api/entities/content.ts';

/** The paragraph and push blocks CMS pages are made of (spec §3 "Push/paragraph"). */
export function PageBlocks({ blocks }: { readonly blocks: readonly PageBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <section key={index} className={`block block--${block.type}`}>
          {block.titre && <h2>{block.titre}</h2>}
          {block.type === 'paragraph'
            ? block.text.split(/\n{2,}/).map((paragraph, line) => <p key={line}>{paragraph}</p>)
            : block.text && <p>{block.text}</p>}
          {block.visuel && (
            <picture>
              <source srcSet={block.visuel.webp} type="image/webp" />
              <img src={block.visuel.url} alt={block.visuel.alt} width={370} height={300} loading="lazy" />
            </picture>
          )}
        </section>
      ))}
    </>
  );
}
