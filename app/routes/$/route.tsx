/** Any path no other route claims: the styled 404 page (root ErrorBoundary) with status 404. */
export { loader } from "./data.server";

export default function NotFound() {
  return null;
}
