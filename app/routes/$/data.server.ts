/** Any path no other route claims: the styled 404 page (root ErrorBoundary) with status 404. */
export const loader = () => {
  throw new Response("Not Found", { status: 404 });
};
