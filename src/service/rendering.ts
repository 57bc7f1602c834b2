/**
 * Whether this service can analyse a page with `render: true`, in the words `pagegate serve`
 * prints at start-up. One function, so the renderer's own check can take its place.
 */
export function renderingSupport(): string {
  return 'not available (render: true answers 422 render_unavailable)';
}
