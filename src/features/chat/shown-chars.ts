/**
 * Beyond this an answer's text is cut for display: laying out a 5 MB frame's text froze the page for seconds
 * (measured: 3.6 s of layout). Copying an answer still takes all of it.
 */
export const SHOWN_CHARS = 50_000;
