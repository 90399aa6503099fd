/** How long a shared preview link may last (the editor's choices), in days. No server code here. */
export const PREVIEW_LINK_DAYS = [1, 7, 30] as const;
export const DEFAULT_PREVIEW_DAYS = 7;
