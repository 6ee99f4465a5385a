import { paiseToRupees } from '@arogya/contract/constants/payments';
import { MSG_CARE_FUND } from '@arogya/contract/messages/care-fund';
import { fill } from '@arogya/contract/messages/fill';
import type {
  CareFundEntry,
  CareFundSettings,
  MyCareFund,
  PublicCareFund,
} from '@arogya/contract/schemas/care-fund';
import { CARE_FUND_AMOUNT_MAX_PAISE, CARE_FUND_AMOUNT_MIN_PAISE } from '@arogya/contract/schemas/payments';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import type { Clock } from '../../lib/clock';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors';
import type { SessionUser } from '../../lib/http/access';
import type { PaymentPurpose, PaymentPurposes } from '../payments/payments.service';
import {
  type CareFundRow,
  creditCareFund,
  donationsTo,
  findFund,
  findFundBySlug,
  findFundOwner,
  insertLedgerEntry,
  ledgerEntries,
  upsertFund,
} from './care-fund.repo';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATEMENT_ROWS = 100;
const RECENT_DONORS = 10;

function checkBounds(amountPaise: number): void {
  if (
    !Number.isInteger(amountPaise) ||
    amountPaise < CARE_FUND_AMOUNT_MIN_PAISE ||
    amountPaise > CARE_FUND_AMOUNT_MAX_PAISE
  ) {
    throw new ValidationError(MSG_CARE_FUND.amountOutOfBounds, [
      { path: 'body.amount', message: MSG_CARE_FUND.amountOutOfBounds },
    ]);
  }
}

function defaultSettings(name: string): CareFundSettings {
  return { isPublic: false, slug: null, story: '', displayName: name };
}

function settingsOf(row: CareFundRow | null, name: string): CareFundSettings {
  if (!row) return defaultSettings(name);
  return { isPublic: row.isPublic, slug: row.slug, story: row.story, displayName: row.displayName };
}

/** A fund's page by the patient's id or the fund's slug: null when unknown, private or not a patient's. */
async function findPublicFund(db: Database, slugOrId: string) {
  const key = slugOrId.trim();
  const fund = UUID.test(key)
    ? await findFund(db, key.toLowerCase())
    : await findFundBySlug(db, key.toLowerCase());
  if (!fund?.isPublic) return null;
  const owner = await findFundOwner(db, fund.patientId);
  if (!owner?.isActive || owner.role !== 'patient') return null;
  return { fund, owner };
}

/**
 * The two kinds of payment that credit a care fund. Both are credited only when the payment is verified,
 * with a ledger row tied to the payment (credited once) and the balance update, in the settling transaction.
 */
export function careFundPaymentPurposes(): PaymentPurposes {
  const topup: PaymentPurpose = {
    async prepare(_db, { payer, referenceId, amountPaise }) {
      if (payer?.role !== 'patient') throw new ForbiddenError(MSG_CARE_FUND.patientsOnly);
      if (referenceId !== payer.id) {
        throw new ValidationError(MSG_CARE_FUND.invalidFundIdentifier, [
          { path: 'body.referenceId', message: MSG_CARE_FUND.invalidFundIdentifier },
        ]);
      }
      checkBounds(amountPaise);
      return { amountPaise, description: MSG_CARE_FUND.topUpDescription };
    },
    async settle(tx, payment, order, now) {
      const balance = await creditCareFund(tx, order.referenceId, payment.amountPaise, now);
      await insertLedgerEntry(tx, {
        patientId: order.referenceId,
        amountPaise: payment.amountPaise,
        balanceAfterPaise: balance,
        kind: 'topup',
        paymentId: payment.id,
        description: fill(MSG_CARE_FUND.topUpPaidWith, { paymentId: payment.providerPaymentId }),
        createdAt: now,
      });
    },
  };

  const donation: PaymentPurpose = {
    async prepare(db, { payer, referenceId, amountPaise, donorName, donorMessage }) {
      const found = await findPublicFund(db, referenceId);
      if (!found) throw new NotFoundError(MSG_CARE_FUND.invalidFundIdentifier);
      if (payer && payer.id === found.fund.patientId)
        throw new ValidationError(MSG_CARE_FUND.ownFundDonation);
      checkBounds(amountPaise);
      return {
        amountPaise,
        description: fill(MSG_CARE_FUND.donationDescription, { name: found.fund.displayName }),
        donorName: donorName?.trim() || null,
        donorMessage: donorMessage?.trim() || null,
      };
    },
    async settle(tx, payment, order, now) {
      const balance = await creditCareFund(tx, order.referenceId, payment.amountPaise, now);
      await insertLedgerEntry(tx, {
        patientId: order.referenceId,
        amountPaise: payment.amountPaise,
        balanceAfterPaise: balance,
        kind: 'donation',
        paymentId: payment.id,
        description: fill(MSG_CARE_FUND.donationFrom, { name: order.donorName ?? MSG_CARE_FUND.anonymous }),
        createdAt: now,
      });
    },
  };

  return { care_fund_topup: topup, care_fund_donation: donation };
}

export function createCareFundService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    /** GET /care-fund/my-fund: the patient's balance (rupees), statement and page settings. */
    async myFund(user: SessionUser): Promise<MyCareFund> {
      const owner = await findFundOwner(db, user.id);
      if (!owner) throw new NotFoundError(MSG_CARE_FUND.fundNotFound);
      const [fund, entries, donations] = await Promise.all([
        findFund(db, user.id),
        ledgerEntries(db, user.id, STATEMENT_ROWS),
        donationsTo(db, user.id, 0),
      ]);
      const statement: CareFundEntry[] = entries.map((e) => ({
        _id: e.id,
        kind: e.kind as CareFundEntry['kind'],
        amount: e.amountPaise,
        balanceAfter: e.balanceAfterPaise,
        description: e.description,
        createdAt: e.createdAt.toISOString(),
      }));
      return {
        careFundBalance: paiseToRupees(owner.balancePaise),
        statement,
        settings: settingsOf(fund, owner.name),
        fundId: user.id,
        donationsCount: donations.count,
      };
    },

    /** PUT /care-fund/settings. A public fund needs no slug (its id works); a slug must be free. */
    async updateSettings(user: SessionUser, input: CareFundSettings): Promise<CareFundSettings> {
      const now = clock.now();
      try {
        const saved = await upsertFund(db, {
          patientId: user.id,
          isPublic: input.isPublic,
          slug: input.slug,
          displayName: input.displayName,
          story: input.story,
          updatedAt: now,
        });
        return settingsOf(saved, user.name);
      } catch (err) {
        if (isUniqueViolation(err, 'care_funds_slug_key')) throw new ConflictError(MSG_CARE_FUND.slugTaken);
        throw err;
      }
    },

    /** GET /care-fund/public/{slugOrId}: what the patient chose to show, nothing else. */
    async publicFund(slugOrId: string): Promise<PublicCareFund> {
      const found = await findPublicFund(db, slugOrId);
      if (!found) throw new NotFoundError(MSG_CARE_FUND.invalidFundIdentifier);
      const donations = await donationsTo(db, found.fund.patientId, RECENT_DONORS);
      return {
        fundId: found.fund.patientId,
        slug: found.fund.slug,
        displayName: found.fund.displayName,
        story: found.fund.story,
        careFundBalance: paiseToRupees(found.owner.balancePaise),
        donationsCount: donations.count,
        recentDonors: donations.recent.map((d) => ({
          name: d.donorName ?? MSG_CARE_FUND.anonymous,
          amount: d.amountPaise,
          message: d.donorMessage ?? '',
          createdAt: d.createdAt.toISOString(),
        })),
      };
    },

    /** The fund id behind a donation's `fundId` or `slug`; unknown or private → 404. */
    async donationTarget(input: { fundId?: string | undefined; slug?: string | undefined }): Promise<string> {
      const found = await findPublicFund(db, input.fundId || input.slug || '');
      if (!found) throw new NotFoundError(MSG_CARE_FUND.invalidFundIdentifier);
      return found.fund.patientId;
    },
  };
}

export type CareFundService = ReturnType<typeof createCareFundService>;
