// The Sheba and account holder a refund by hand is paid to: the one pair of fields of every form
// that asks for them (cancelling an order, asking for a return, a refund owed without a Sheba).
// The Sheba is typed left to right; any digits, spaces or dashes, and 24 digits without IR, pass
// the stores' rule (refundShebaSchema in lib/form-schemas.ts, normalizeSheba in sdk/rules).
import * as Field from '#ui/field'

export interface ShebaField {
  value: string
  /** The message to show under the field, or none */
  error?: string | null
  onChange: (value: string) => void
  onBlur?: () => void
}

export function ShebaFields({ sheba, accountName }: { sheba: ShebaField; accountName: ShebaField }) {
  return (
    <>
      <Field.Root invalid={Boolean(sheba.error)}>
        <Field.Label>شماره شبا</Field.Label>
        <Field.Input
          dir="ltr"
          inputMode="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          translate="no"
          placeholder="IR000000000000000000000000"
          value={sheba.value}
          onChange={(event) => sheba.onChange(event.target.value)}
          onBlur={sheba.onBlur}
        />
        <Field.HelperText>IR و ۲۴ رقم، حسابی به نام خودتان</Field.HelperText>
        <Field.ErrorText>{sheba.error}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(accountName.error)}>
        <Field.Label>نام صاحب حساب</Field.Label>
        <Field.Input
          autoComplete="name"
          maxLength={100}
          value={accountName.value}
          onChange={(event) => accountName.onChange(event.target.value)}
          onBlur={accountName.onBlur}
        />
        <Field.ErrorText>{accountName.error}</Field.ErrorText>
      </Field.Root>
    </>
  )
}

/** What ShebaFields needs of a useApiForm whose values hold `sheba` and `account_name`. */
interface ShebaForm {
  values: { sheba: string; account_name: string }
  error: (name: 'sheba' | 'account_name') => string | null
  setValue: (name: 'sheba' | 'account_name', value: string) => void
  blur: (name: 'sheba' | 'account_name') => () => void
}

/** The two fields wired to such a form: `<ShebaFields {...shebaFieldsOf(form)} />`. */
export function shebaFieldsOf(form: ShebaForm): { sheba: ShebaField; accountName: ShebaField } {
  const field = (name: 'sheba' | 'account_name'): ShebaField => ({
    value: form.values[name],
    error: form.error(name),
    onChange: (value) => form.setValue(name, value),
    onBlur: form.blur(name),
  })
  return { sheba: field('sheba'), accountName: field('account_name') }
}
