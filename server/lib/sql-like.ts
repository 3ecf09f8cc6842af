/** LIKE treats % and _ as wildcards and \ as its escape character: a typed term matches only itself. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
