// The parts of express the wire tests use: express ships no types, and @a2a-js/sdk's express adapters name them.
declare module 'express' {
  import type { IncomingMessage, Server, ServerResponse } from 'node:http';
  export type Request = IncomingMessage & { body?: unknown };
  export type Response = ServerResponse;
  export type NextFunction = (error?: unknown) => void;
  export type RequestHandler = (request: Request, response: Response, next: NextFunction) => void;
  export interface Router extends RequestHandler {
    use(...handlers: RequestHandler[]): Router;
  }
  export interface Express extends RequestHandler {
    use(path: string, ...handlers: RequestHandler[]): Express;
    listen(port: number, host: string): Server;
  }
  function express(): Express;
  namespace express {
    function Router(): Router;
  }
  export default express;
}
