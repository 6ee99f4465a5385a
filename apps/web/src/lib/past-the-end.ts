/** What a paged answer says of where it is. */
export interface PageOf {
  currentPage: number;
  totalPages: number;
}

/**
 * Whether a paged answer is for a page past the end of a list that is not empty — an old link, a typed URL,
 * a list that has shrunk since — so the page should show its last page instead of "Page 9 of 3" over nothing
 * (or an empty state that says there is nothing at all).
 */
export function isPastTheEnd(page: PageOf, shown: number, total: number): boolean {
  return shown === 0 && total > 0 && page.currentPage > page.totalPages;
}
