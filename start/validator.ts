/*
|--------------------------------------------------------------------------
| Validation messages
|--------------------------------------------------------------------------
|
| Plain-language messages and field labels for VineJS, shown under fields.
|
*/
import vine, { SimpleMessagesProvider } from '@vinejs/vine'

vine.messagesProvider = new SimpleMessagesProvider(
  {
    'required': 'Enter your {{ field }}.',
    'string': 'The {{ field }} must be text.',
    'email': 'Enter a valid e-mail address.',
    'minLength': 'The {{ field }} must be at least {{ min }} characters.',
    'maxLength': 'The {{ field }} must be at most {{ max }} characters.',
    'confirmed': 'The passwords do not match.',
    'database.unique': 'An account with this e-mail address already exists.',
    'boolean': 'The {{ field }} must be yes or no.',
  },
  {
    name: 'name',
    email: 'e-mail address',
    password: 'password',
    current_password: 'current password',
    password_confirmation: 'password confirmation',
    token: 'reset token',
  }
)
