/**
 * An address or a folder without the slashes it ends in ('https://registry.example//' -> 'https://...example').
 * A loop, not `/\/+$/`: that pattern tries the run of slashes from each of its slashes in turn, quadratic in
 * a long run (issue 39).
 */
export function withoutTrailingSlashes(text: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === '/') end -= 1;
  return text.slice(0, end);
}
