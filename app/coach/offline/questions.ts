/*
 * The questions the offline coach answers: the coach page's suggestions and the list small
 * talk gives when a message asks something else (docs/coach.md#pipeline).
 */
export const OFFLINE_QUESTIONS = [
  "What's my workout today, and why?",
  'How am I doing?',
  'What did I run last Tuesday?',
  'Compare this month to last month',
  'What could I run a 10K in?',
  'Am I ready to race a 10K in 3 weeks?',
  "I'm sick for 3 days",
  'I have a knee injury',
  "I'm travelling next week",
  "I'm short on time this week: 45 minutes max",
  'Make my plan harder',
  'Move my long run to Saturday',
  'I missed a workout',
  'What pace for an easy run?',
  'What are my zones?',
  'How should I fuel a marathon?',
  'How much sleep do I need?',
  'What is a tempo run?',
  'Am I overdoing it?',
  'Am I overtraining?',
]
