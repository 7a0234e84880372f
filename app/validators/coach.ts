import vine, { SimpleMessagesProvider } from '@vinejs/vine'
import { COACH_MESSAGE_REFUSALS, MAX_COACH_MESSAGE_CHARS } from '#domain/coach_messages'
import { rowId } from '#validators/row_id'

/** A question for the coach, in a new thread or an existing one. */
export const coachMessageValidator = vine.compile(
  vine.object({
    content: vine.string().trim().minLength(1).maxLength(MAX_COACH_MESSAGE_CHARS),
    threadId: rowId().optional(),
  })
)

coachMessageValidator.messagesProvider = new SimpleMessagesProvider({
  'content.required': COACH_MESSAGE_REFUSALS.empty,
  'content.minLength': COACH_MESSAGE_REFUSALS.empty,
  'content.maxLength': COACH_MESSAGE_REFUSALS.tooLong,
})
