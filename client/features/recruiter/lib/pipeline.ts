/**
 * The list page's stage filter and counts (D290): a count for every stage of the list, in the list's order,
 * and for a stored stage that is no longer one of them (counted, never hidden: the server moves those
 * players back to Watching, so it only shows between two reads).
 */
export interface StageCount {
  stage: string;
  count: number;
}

export function stageCounts(stages: readonly string[], items: readonly { stage: string }[]): StageCount[] {
  const counts = new Map<string, number>(stages.map((s) => [s, 0]));
  for (const item of items) counts.set(item.stage, (counts.get(item.stage) ?? 0) + 1);
  return [...counts].map(([stage, count]) => ({ stage, count }));
}

/** The players in the chosen stage; all of them without one. */
export function inStage<T extends { stage: string }>(
  items: readonly T[],
  stage: string | null,
): readonly T[] {
  return stage === null ? items : items.filter((i) => i.stage === stage);
}
