import { MSG_SEARCH } from '@arogya/contract/messages/search';
import type { SpecialtySuggestion } from '@arogya/contract/schemas/ai';
import type { FastifyBaseLogger } from 'fastify';
import { ValidationError } from '../../lib/errors';
import { ProviderError, type SpecialtyProvider } from './openai-provider';
import { suggestSpecialtyLocally } from './specialty-engine';

export interface AiServiceDeps {
  /** The configured outside service, or null for the local engine alone. */
  provider: SpecialtyProvider | null;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export function createAiService({ provider, log }: AiServiceDeps) {
  return {
    /**
     * Which specialist fits the symptoms. The local red-flag check always runs first and wins: an
     * emergency is answered locally ("Call 112 now"), and no provider can talk the app out of it.
     * Otherwise the provider is asked when configured; any failure falls back to the local engine,
     * so the patient always gets an answer.
     */
    async suggestSpecialty(symptoms: string): Promise<SpecialtySuggestion> {
      // ", , " passes the length check but names nothing: the picker's own message applies.
      if (!/\p{L}/u.test(symptoms)) {
        throw new ValidationError(MSG_SEARCH.selectSymptoms, [
          { path: 'body.symptoms', message: MSG_SEARCH.selectSymptoms },
        ]);
      }
      const local = suggestSpecialtyLocally(symptoms);
      const fromLocal: SpecialtySuggestion = {
        specialty: local.specialty,
        reasoning: local.reasoning,
        emergency: local.emergency,
        source: 'local',
      };
      if (local.emergency || !provider) return fromLocal;

      try {
        const answer = await provider.suggest(symptoms);
        return { ...answer, emergency: false, source: 'provider' };
      } catch (err) {
        // The symptoms are health data: the warning names the failure only.
        const reason = err instanceof ProviderError ? err.reason : 'unexpected';
        log.warn(
          { reason, error: (err as Error).message },
          'AI provider failed; answered with the local engine',
        );
        return fromLocal;
      }
    },
  };
}
