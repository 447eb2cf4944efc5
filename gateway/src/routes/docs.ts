import { docsApi } from '@ritual/contracts/http';
import type { Router } from 'express';
import { implement } from '../http/route.js';
import { openApiDocument } from '../openapi/document.js';
import { renderDocsPage } from '../openapi/html.js';

// Nothing on the page loads from elsewhere; the policy keeps it that way.
const DOCS_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'";

/** GET /api/openapi.json (the OpenAPI 3.1 document) and GET /api/docs (the same, as a page). */
export function docsRoutes(): Router {
  const page = renderDocsPage(openApiDocument);
  return implement(
    docsApi,
    {},
    {
      openApiDocument: () => openApiDocument as unknown as Record<string, unknown>,
      apiDocs: ({ res }) => {
        res.setHeader('Content-Security-Policy', DOCS_PAGE_POLICY);
        res.type('html').send(page);
        return undefined;
      },
    },
  );
}
