/**
 * Which back-office calls the browser may make through the gateway: the contract's endpoints,
 * matched by the shared contract matcher, less the operators' admin calls.
 */
import { contract, type EndpointName } from '../../shared/kernel/api/contract.ts';
import { compileContractMatcher } from '../../shared/kernel/api/contract-matcher.ts';

export const gatewayRoutes = compileContractMatcher((Object.keys(contract) as EndpointName[]).filter((name) => contract[name].auth !== 'admin'));
