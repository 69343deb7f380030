// A hook that sees every answer of withApi, for the contract tests: the integration
// suite registers one that checks each answer against the OpenAPI document. Nothing registers
// one in the app, so there it costs one null check per request.
type ApiResponseObserver = (request: Request, response: Response) => void;

let observer: ApiResponseObserver | null = null;

export function setApiResponseObserver(next: ApiResponseObserver | null) {
  observer = next;
}

export function observeApiResponse(request: Request, response: Response) {
  if (observer) observer(request, response.clone());
}
