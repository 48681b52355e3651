/**
 * Documents grouped by type, and the TYPES filter segment of the technical documentation
 * (decisions §1): a type's technical name with hyphens for underscores (`technical-sheet`).
 */
import type { Notice } from '../../kernel/api/entities/content.ts';

export interface DocumentType {
  readonly technicalName: string;
  readonly label: string;
  readonly segmentValue: string;
  readonly count: number;
}

export interface DocumentGroup {
  readonly type: DocumentType;
  readonly documents: readonly Notice[];
}

export const typesFilterKey = 'TYPES';

export function typeSegmentValue(technicalName: string): string {
  return technicalName.toLowerCase().replace(/_/g, '-');
}

export function groupByType(documents: readonly Notice[]): DocumentGroup[] {
  const groups = new Map<string, Notice[]>();
  for (const document of documents) {
    const list = groups.get(document.type.technical_name) ?? [];
    list.push(document);
    groups.set(document.type.technical_name, list);
  }
  return [...groups].map(([technicalName, list]) => ({
    type: { technicalName, label: list[0]!.type.label, segmentValue: typeSegmentValue(technicalName), count: list.length },
    documents: list,
  }));
}
