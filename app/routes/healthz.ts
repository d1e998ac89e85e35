/** Liveness: the process is up and serving requests. */
export const loader = () =>
  new Response(JSON.stringify({ status: "ok" }), {
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
