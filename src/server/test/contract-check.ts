/**
 * What the typed API contract requires of every /api route, read from the OpenAPI document the app
 * serves at /api/docs/json: a tag, a schema for its path parameters, a schema for each success it sends, and the
 * shared error schema (ApiError) for its 4xx and 5xx answers.
 */
type Content = Record<string, { schema?: unknown }>;
type Operation = {
  tags?: string[];
  parameters?: { in: string; name: string; schema?: Record<string, unknown> }[];
  responses?: Record<string, { content?: Content } | undefined>;
};
export type ContractDoc = { paths: Record<string, Record<string, Operation | undefined> | undefined> };

const isApiError = (response: { content?: Content } | undefined) => {
  const schema = response?.content?.['application/json']?.schema as { $ref?: string } | undefined;
  return schema?.$ref === '#/components/schemas/ApiError';
};

/** Each way `routes` fall short of the contract, one sentence per gap; [] when every route keeps it. */
export function contractGaps(doc: ContractDoc, routes: readonly { method: string; url: string }[]): string[] {
  const gaps: string[] = [];
  for (const { method, url } of routes) {
    const path = url.replace(/:(\w+)/g, '{$1}');
    const name = `${method} ${url}`;
    const op = doc.paths[path]?.[method.toLowerCase()];
    if (!op) {
      gaps.push(`${name}: missing from the OpenAPI document`);
      continue;
    }
    if (!op.tags?.length) gaps.push(`${name}: no tag`);
    const responses = op.responses ?? {};
    const successes = Object.keys(responses).filter((status) => /^2\d\d$/.test(status));
    if (successes.length === 0) gaps.push(`${name}: no success response declared`);
    for (const status of successes) {
      const content = Object.values(responses[status]?.content ?? {});
      if (status !== '204' && !content.some((c) => c.schema)) gaps.push(`${name}: ${status} has no schema`);
    }
    for (const status of ['4XX', '5XX']) {
      if (!isApiError(responses[status])) gaps.push(`${name}: ${status} is not the ApiError schema`);
    }
    // Swagger lists an undeclared path parameter as a bare `{type: 'string'}`; a declared one is bounded.
    for (const param of path.match(/\{\w+\}/g) ?? []) {
      const declared = op.parameters?.find((p) => p.in === 'path' && `{${p.name}}` === param);
      const bounded = Object.keys(declared?.schema ?? {}).some((keyword) => keyword !== 'type');
      if (!bounded) gaps.push(`${name}: path parameter ${param} has no schema`);
    }
  }
  return gaps;
}
