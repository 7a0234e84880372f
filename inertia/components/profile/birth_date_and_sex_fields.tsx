import { bindField } from '~/components/ui/bind'
import { Field } from '~/components/ui/field'
import { SelectField } from '~/components/ui/select_field'

/** The part of a useForm the birth-date and sex fields read and write. */
interface BirthDateAndSexForm {
  data: { birth_date: string; sex: string }
  setData(key: 'birth_date' | 'sex', value: string): void
}

/**
 * Birth date and sex: what the Tanaka max-HR estimate and the TRIMP weighting
 * need. Shared by the Profile tab and the onboarding.
 */
export function BirthDateAndSexFields(props: {
  form: BirthDateAndSexForm
  sexLabel: string
  unsetLabel: string
  errors: { birth_date?: string; sex?: string }
}) {
  return (
    <>
      <Field
        label="Birth date"
        type="date"
        {...bindField(props.form, 'birth_date')}
        error={props.errors.birth_date}
      />
      <SelectField
        label={props.sexLabel}
        {...bindField(props.form, 'sex')}
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
