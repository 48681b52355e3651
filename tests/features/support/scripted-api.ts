/** A BackofficeClient whose answers a test scripts per call, recording every call it gets. */
import { ApiError, type BackofficeClient, type CallRequest } from '../../../src/shared/kernel/api/client.ts';
import type { DataOf, EndpointName } from '../../../src/shared/kernel/api/contract.ts';

export interface RecordedCall {
  readonly name: EndpointName;
  readonly request: CallRequest<EndpointName> | undefined;
}

type Answer<N extends EndpointName> = DataOf<N> | ApiError | ((request: CallRequest<N> | undefined) => DataOf<N> | ApiError);
export type Script = { [N in EndpointName]?: Answer<N> };

export interface ScriptedApi extends BackofficeClient {
  readonly calls: RecordedCall[];
}

export function scriptedApi(script: Script): ScriptedApi {
  const calls: RecordedCall[] = [];
  return {
    calls,
    url: (name) => `/api/v1/${name}`,
    call: (async (name: EndpointName, request?: CallRequest<EndpointName>) => {
      calls.push({ name, request });
      const answer = script[name] as Answer<EndpointName> | undefined;
      if (answer === undefined) throw new Error(`unscripted call ${name}`);
      const value = typeof answer === 'function' ? answer(request) : answer;
      if (value instanceof ApiError) throw value;
      return value;
    }) as BackofficeClient['call'],
  };
}
