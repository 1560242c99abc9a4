/**
 * fetch for the base query, reading a successful answer once. fetchBaseQuery also reads a copy
 * of every answer (`response.clone()`) as text, to show should the answer not parse: the whole
 * orders list would be decoded twice before the first row, and a CSV export held twice in
 * memory. A successful answer's copy has its status and headers
 * but no body; an error's keeps its body, which is where the server's message is.
 */
export async function fetchReadOnce(input: RequestInfo, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (response.ok) {
    const { status, statusText, headers } = response;
    response.clone = () => new Response(null, { status, statusText, headers });
  }
  return response;
}
