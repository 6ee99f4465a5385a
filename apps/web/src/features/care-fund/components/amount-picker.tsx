import { MSG_CARE_FUND } from '@arogya/contract/messages/care-fund';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-field';
import { formatRupees } from '../../../lib/format';
import { QUICK_AMOUNTS } from '../lib/forms';

/**
 * The amount of a top-up or a donation: the suggested amounts as one-tap buttons, then the field for any
 * whole-rupee amount (validated by the form's schema).
 */
export function AmountPicker({
  field,
  error,
  onPick,
}: {
  field: UseFormRegisterReturn<'amount'>;
  error: string | undefined;
  onPick: (rupees: number) => void;
}) {
  return (
    <>
      <fieldset>
        <legend className="sr-only">{MSG_CARE_FUND.amountRupees}</legend>
        <div className="flex flex-wrap gap-2">
          {QUICK_AMOUNTS.map((rupees) => (
            <Button key={rupees} variant="outline" size="sm" onClick={() => onPick(rupees)}>
              {formatRupees(rupees)}
            </Button>
          ))}
        </div>
      </fieldset>
      <TextField
        label={MSG_CARE_FUND.amountRupees}
        inputMode="numeric"
        autoComplete="off"
        required
        error={error}
        {...field}
      />
    </>
  );
}
