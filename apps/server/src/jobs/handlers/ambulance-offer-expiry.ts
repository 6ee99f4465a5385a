import {
  AMBULANCE_OFFER_EXPIRY_QUEUE,
  ambulanceServiceFor,
  type OfferExpiryData,
} from '../../modules/ambulance/ambulance.service';
import { defineJob } from '../definition';

/** The end of a dispatch ring's 30 seconds: offer the next ring, or tell the patient to call 112. */
export const ambulanceOfferExpiryJob = defineJob<OfferExpiryData>({
  queue: AMBULANCE_OFFER_EXPIRY_QUEUE,
  async handler(data, { db, clock, jobs, events, config, log }) {
    const service = ambulanceServiceFor({ db, clock, jobs, events, config });
    const outcome = await service.expireOffer(data);
    // The queue's clock ran ahead of the app's: try again shortly rather than lose the re-offer.
    if (outcome === 'not-due') throw new Error('ambulance offer not due yet');
    log.info({ requestId: data.requestId, ring: data.ring, outcome }, 'ambulance offer ring ended');
  },
  options: {
    retryLimit: 10,
    retryDelay: 1,
    retryDelayMax: 5,
    expireInSeconds: 30,
    pollingIntervalSeconds: 1,
  },
});
