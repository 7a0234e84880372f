import { Field } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'

/**
 * Birth date and sex: what the Tanaka max-HR estimate and the TRIMP weighting
 * need. Shared by the Profile tab and the onboarding.
 */
export function BirthDateAndSexFields(props: {
  birthDate: string
  sex: string
  sexLabel: string
  unsetLabel: string
  errors: { birth_date?: string; sex?: string }
  onBirthDate: (value: string) => void
  onSex: (value: string) => void
}) {
  return (
    <>
      <Field
        label="Birth date"
        type="date"
        value={props.birthDate}
        onChange={(ev) => props.onBirthDate(ev.target.value)}
        error={props.errors.birth_date}
      />
      <SelectField
        label={props.sexLabel}
        value={props.sex}
        onChange={(ev) => props.onSex(ev.target.value)}
        error={props.errors.sex}
        options={[
          { value: '', label: props.unsetLabel },
          { value: 'female', label: 'Female' },
          { value: 'male', label: 'Male' },
        ]}
      />
    </>
  )
}
