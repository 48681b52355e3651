/**
 * Which back-office calls the browser may make through the gateway: the contract's endpoints,
 * matched by method and path (compiled once), less the operators' admin calls.
 */
import { match } from 'path-to-regexp';
import { contract, type EndpointName } from '../../shared/api/contract.ts';

export interface GatewayRoute {
  readonly name: EndpointName;
  readonly method: string;
  readonly customer: boolean;
}

export type GatewayRouteMatcher = (method: string, path: string) => GatewayRoute | undefined;

export function compileGatewayRoutes(): GatewayRouteMatcher {
  const routes = (Object.keys(contract) as EndpointName[])
    .filter((name) => contract[name].auth !== 'admin')
    .map((name) => ({
      route: { name, method: contract[name].method, customer: contract[name].auth === 'customer' },
      matches: match(contract[name].path, { decode: false }),
    }));
  return (method, path) => {
    const lookup = method === 'HEAD' ? 'GET' : method;
    return routes.find((entry) => entry.route.method === lookup && entry.matches(path))?.route;
  };
}
