/*
 * What may import what (docs/architecture.md#what-may-import-what), as data: the one source of
 * both that table (renderImportTable) and the lint rule that enforces it (importRuleConfigs,
 * spread into eslint.config.js). tests/unit/architecture_rules.spec.ts fails when the page's
 * table differs from renderImportTable(), when a forbidden import lints clean, and when an
 * exception below no longer matches an import in its file.
 *
 * A row names folders and what their files may never import. An item forbids an import
 * specifier (a regular expression on it), as a value and as a type unless `typesAllowed`: a
 * type-only import is erased at compile time, so it adds no runtime arrow, only knowledge of a
 * shape. What cannot be seen in an import (business rules in a controller, reading the clock)
 * stays prose in `alsoNever`.
 */

/** A `#name/*` subpath import (package.json "imports"). */
function alias(name, options = {}) {
  return {
    label: `\`#${name}/*\``,
    regex: `^#${name}/`,
    probe: `#${name}/architecture_probe`,
    ...options,
  }
}

const valuesOnly = (item) => ({ ...item, typesAllowed: true })

const HTTP_CONTEXT = {
  label: '`HttpContext`',
  group: ['@adonisjs/core/http'],
  importNames: ['HttpContext'],
  probe: '@adonisjs/core/http',
  probeName: 'HttpContext',
}

/** The rows of the table, in its order. */
export const IMPORT_RULES = [
  {
    from: '`app/domain/**`',
    folders: ['app/domain'],
    mayImport:
      'other domain modules, pure libraries (`luxon`, `fflate`, `saxes`, `@garmin/fitsdk`)',
    never: [
      { label: '`@adonisjs/*`', regex: '^@adonisjs/', probe: '@adonisjs/core/services/app' },
      {
        label: 'any other `#alias/*` (models, services, `#config/*`, ...)',
        regex: '^#(?!domain/)',
        probe: '#models/user',
      },
      {
        label: '`node:fs`, `node:net`, `node:http` and the other file and network modules',
        regex: '^(node:)?(fs|fs/promises|net|http|https|http2|dgram|dns|tls|child_process)$',
        probe: 'node:fs',
      },
    ],
    alsoNever: 'anything that reads the clock',
  },
  {
    from: '`app/actions/**`',
    folders: ['app/actions'],
    mayImport:
      'domain, queries, models, dtos, services, exceptions, jobs, realtime broadcasting, other actions only in the compositions listed below',
    never: [
      HTTP_CONTEXT,
      alias('controllers'),
      valuesOnly({
        label: 'other `#actions/*` outside the listed compositions',
        regex: '^#actions/',
        probe: '#actions/architecture_probe',
      }),
    ],
  },
  {
    from: '`app/controllers/**`',
    folders: ['app/controllers'],
    mayImport:
      'validators, policies, actions, dtos, services for request glue, models to look a record up and authorize it',
    never: [valuesOnly(alias('queries'))],
    alsoNever: 'business rules of their own',
  },
  {
    from: '`app/queries/**`',
    folders: ['app/queries'],
    mayImport:
      'models, the database service, the dialect helper, pure domain modules, dtos (types: the page reads fill them)',
    never: [alias('actions'), alias('controllers'), valuesOnly(alias('dtos'))],
  },
  {
    from: '`app/dtos/**`',
    folders: ['app/dtos'],
    mayImport: 'domain, models and queries (types), `#config/*` constants',
    never: [
      { label: '`inertia/`', regex: '(^|/)inertia/|^~/', probe: '../../inertia/lib/routes.js' },
      alias('services'),
      alias('actions'),
      alias('controllers'),
      valuesOnly(alias('models')),
      valuesOnly(alias('queries')),
    ],
  },
  {
    from: '`app/coach/**`',
    folders: ['app/coach'],
    mayImport: 'domain, queries, models, services, actions (proposals go through the plan actions)',
    never: [alias('controllers')],
  },
  {
    from: '`app/models/**`',
    folders: ['app/models'],
    mayImport: 'domain, other models, the dialect helper (`#queries/sql_dialect`)',
    never: [
      alias('services'),
      alias('actions'),
      alias('controllers'),
      alias('jobs'),
      alias('dtos'),
      {
        label: 'other `#queries/*`',
        regex: '^#queries/(?!sql_dialect$)',
        probe: '#queries/activities',
      },
      valuesOnly(alias('coach')),
    ],
  },
  {
    from: '`app/services/**`',
    folders: ['app/services'],
    mayImport: 'domain, queries, models, dtos, exceptions, realtime, other services',
    never: [alias('actions'), alias('controllers'), alias('jobs'), alias('coach')],
  },
  {
    from: '`app/jobs/**`',
    folders: ['app/jobs'],
    mayImport: 'actions, queries, models, services, realtime, mails, domain',
    never: [HTTP_CONTEXT, alias('controllers'), alias('validators'), alias('policies')],
  },
  {
    from: '`app/policies/**`',
    folders: ['app/policies'],
    mayImport: 'models (types: the records are passed in), other policies',
    never: [
      alias('actions'),
      alias('controllers'),
      alias('services'),
      alias('queries'),
      alias('jobs'),
      alias('coach'),
      valuesOnly(alias('models')),
    ],
  },
  {
    from: '`app/validators/**`',
    folders: ['app/validators'],
    mayImport: 'domain, dtos, queries, services, realtime channel names, other validators',
    never: [
      alias('actions'),
      alias('controllers'),
      alias('jobs'),
      alias('coach'),
      alias('policies'),
    ],
  },
  {
    from: '`app/realtime/**`',
    folders: ['app/realtime'],
    mayImport: 'models (types), services, other realtime modules',
    never: [alias('actions'), alias('controllers'), alias('jobs'), alias('coach')],
  },
  {
    from: '`inertia/**`',
    folders: ['inertia'],
    extensions: ['ts', 'tsx'],
    mayImport:
      '`inertia/**`, pure `app/domain` modules (`#domain/*`, aliased in `vite.config.ts`), types of server modules (`import type` from `#dtos/*`, `#controllers/*`)',
    never: [
      valuesOnly({
        label: 'any other `#alias/*` (server code)',
        regex: '^#(?!domain/)',
        probe: '#dtos/activity',
      }),
    ],
  },
  {
    from: 'production code (`app/`, `start/`, `config/`)',
    folders: ['app', 'start', 'config'],
    mayImport: '',
    never: [
      {
        label: '`database/seeders/`, `database/demo/`',
        regex: '(^#|/)database/(seeders|demo)/',
        probe: '#database/demo/simulate',
      },
    ],
    alsoNever: "(the demo simulation never ships in the server's import graph)",
  },
]

/**
 * Imports that break a row today, each named by file and specifier with its reason. Each one
 * is allowed in that file only; the test fails when one no longer matches an import there.
 */
export const IMPORT_EXCEPTIONS = [
  {
    file: 'app/controllers/activities_controller.ts',
    imports: '#queries/pages/activity',
    reason:
      'show reads the page in one statement before authorizing the activity it returns, and hands the rows to two actions; a LoadActivityPage action would own it',
  },
]

/**
 * The actions that call other actions (docs/architecture.md#actions-that-compose-actions): each
 * is a composition with a name, caller file, the callee's specifier, and why. The `app/actions`
 * row forbids any other action-to-action value import; `import type` stays free.
 */
export const ACTION_COMPOSITIONS = [
  {
    caller: 'app/actions/plans/update_workout.ts',
    callee: '#actions/plans/save_plan_document',
    why: 'saves the edited document with the version check every plan change uses',
  },
  {
    caller: 'app/actions/plans/apply_revision.ts',
    callee: '#actions/plans/save_plan_document',
    why: 'saves the revised document with the version check every plan change uses',
  },
  {
    caller: 'app/actions/plans/undo_revision.ts',
    callee: '#actions/plans/save_plan_document',
    why: 'saves the reverted document with the version check every plan change uses',
  },
  {
    caller: 'app/actions/plans/detect_adaptations.ts',
    callee: '#actions/plans/propose_revision',
    why: "proposes the change it detects, as an athlete's request would",
  },
  {
    caller: 'app/actions/plans/create_plan.ts',
    callee: '#actions/progress/current_vdot',
    why: "sets the new plan's paces from the current VDOT",
  },
  {
    caller: 'app/actions/progress/load_dashboard_page.ts',
    callee: '#actions/plans/plan_today',
    why: "builds the plan card from the Dashboard's one statement",
  },
  {
    caller: 'app/actions/progress/load_dashboard_page.ts',
    callee: '#actions/progress/load_dashboard_progress',
    why: 'builds the progress cards from the same statement',
  },
  {
    caller: 'app/actions/profile/save_welcome_step.ts',
    callee: '#actions/profile/update_athlete_profile',
    why: 'the basics step saves the profile as the Profile tab does',
  },
  {
    caller: 'app/actions/profile/save_welcome_step.ts',
    callee: '#actions/profile/advance_onboarding',
    why: 'a saved step moves onboarding on',
  },
  {
    caller: 'app/actions/auth/register_user.ts',
    callee: '#actions/auth/send_verification_email',
    why: 'a new account gets its verification e-mail',
  },
  {
    caller: 'app/actions/auth/reset_password.ts',
    callee: '#actions/auth/end_sessions',
    why: "a reset password ends the account's sessions",
  },
  {
    caller: 'app/actions/users/update_password.ts',
    callee: '#actions/auth/end_sessions',
    why: 'a changed password ends the other sessions',
  },
  {
    caller: 'app/actions/users/revert_email_change.ts',
    callee: '#actions/auth/end_sessions',
    why: 'a reverted e-mail change ends the sessions of whoever changed it',
  },
  {
    caller: 'app/actions/users/update_profile.ts',
    callee: '#actions/users/request_email_change',
    why: 'a new address starts an e-mail change',
  },
  {
    caller: 'app/actions/admin/set_account_disabled.ts',
    callee: '#actions/auth/end_sessions',
    why: 'a disabled account is signed out everywhere',
  },
  {
    caller: 'app/actions/admin/set_account_disabled.ts',
    callee: '#actions/admin/record_admin_action',
    why: "records the admin's action in the audit log",
  },
  {
    caller: 'app/actions/admin/resend_verification.ts',
    callee: '#actions/auth/send_verification_email',
    why: 'sends the verification e-mail an athlete would get',
  },
  {
    caller: 'app/actions/admin/resend_verification.ts',
    callee: '#actions/admin/record_admin_action',
    why: "records the admin's action in the audit log",
  },
  {
    caller: 'app/actions/billing/handle_stripe_event.ts',
    callee: '#actions/billing/sync_stripe_subscription',
    why: 'records the subscription a Stripe event reports',
  },
  {
    caller: 'app/actions/billing/switch_plan.ts',
    callee: '#actions/billing/sync_stripe_subscription',
    why: 'records the billing change Stripe confirmed',
  },
  {
    caller: 'app/actions/billing/set_cancel_at_period_end.ts',
    callee: '#actions/billing/sync_stripe_subscription',
    why: 'records the billing change Stripe confirmed',
  },
  {
    caller: 'app/actions/billing/cancel_subscription.ts',
    callee: '#actions/billing/sync_stripe_subscription',
    why: 'records the billing change Stripe confirmed',
  },
  {
    caller: 'app/actions/billing/cancel_subscription.ts',
    callee: '#actions/billing/record_billing_change',
    why: "leaves the admin's trail (audit row and billing event)",
  },
  {
    caller: 'app/actions/billing/grant_subscription.ts',
    callee: '#actions/billing/sync_stripe_subscription',
    why: 'records the billing change Stripe confirmed',
  },
  {
    caller: 'app/actions/billing/grant_subscription.ts',
    callee: '#actions/billing/record_billing_change',
    why: "leaves the admin's trail (audit row and billing event)",
  },
  {
    caller: 'app/actions/billing/change_plan.ts',
    callee: '#actions/billing/sync_stripe_subscription',
    why: 'records the billing change Stripe confirmed',
  },
  {
    caller: 'app/actions/billing/change_plan.ts',
    callee: '#actions/billing/cancel_subscription',
    why: 'a change to the free plan is a cancellation',
  },
  {
    caller: 'app/actions/billing/change_plan.ts',
    callee: '#actions/billing/record_billing_change',
    why: "leaves the admin's trail (audit row and billing event)",
  },
  {
    caller: 'app/actions/activities/create_manual_activity.ts',
    callee: '#actions/activities/persist_activity',
    why: 'stores the activity as an import does',
  },
  {
    caller: 'app/actions/activities/update_activity.ts',
    callee: '#actions/activities/refresh_daily_loads',
    why: 'a changed activity recomputes the daily loads from its day',
  },
  {
    caller: 'app/actions/activities/delete_activity.ts',
    callee: '#actions/activities/refresh_daily_loads',
    why: 'a deleted activity recomputes the daily loads from its day',
  },
  {
    caller: 'app/actions/activities/persist_activity.ts',
    callee: '#actions/activities/refresh_daily_loads',
    why: 'a stored activity recomputes the daily loads from its day',
  },
  {
    caller: 'app/actions/activities/import_uploads.ts',
    callee: '#actions/activities/import_activity',
    why: 'imports each uploaded file (docs/decisions/066-one-import-flow.md)',
  },
  {
    caller: 'app/actions/activities/import_uploads.ts',
    callee: '#actions/activities/refresh_after_imports',
    why: 'recomputes the daily loads once after the batch',
  },
  {
    caller: 'app/actions/activities/import_activity.ts',
    callee: '#actions/activities/persist_activity',
    why: 'stores the analysed activity in one transaction (the import stage "persist")',
  },
  {
    caller: 'app/actions/activities/refresh_after_imports.ts',
    callee: '#actions/activities/refresh_daily_loads',
    why: 'recomputes the daily loads from the earliest imported day',
  },
  {
    caller: 'app/actions/summaries/send_due_weekly_summaries.ts',
    callee: '#actions/summaries/send_weekly_summary',
    why: 'sends each due athlete their summary',
  },
  {
    caller: 'app/actions/summaries/send_weekly_summary.ts',
    callee: '#actions/summaries/build_weekly_summary',
    why: 'builds the summary it sends',
  },
]

const DOC = 'docs/architecture.md#what-may-import-what'

/** Where a row's files are, as ESLint globs. */
export function filesOf(row) {
  const extensions = row.extensions ?? ['ts']
  return row.folders.flatMap((folder) => extensions.map((ext) => `${folder}/**/*.${ext}`))
}

/** Whether `path` (relative to the root, forward slashes) is under one of the row's folders. */
export function rowCovers(row, path) {
  return row.folders.some((folder) => path.startsWith(`${folder}/`))
}

/** The rows that apply to a file: the enclosing ones (production code) first. */
export function rowsFor(path) {
  return IMPORT_RULES.filter((row) => rowCovers(row, path)).sort(
    (a, b) => a.folders[0].length - b.folders[0].length
  )
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

function patternOf(row, item, allowed = []) {
  const message = `${row.from.replaceAll('`', '')} never imports ${item.label.replaceAll('`', '')}${
    item.typesAllowed ? ' as a value (`import type` is fine)' : ''
  }: ${DOC}. Named exceptions: bin/lib/architecture_rules.js.`
  if (item.group) {
    return {
      group: item.group,
      importNames: item.importNames,
      allowTypeImports: item.typesAllowed === true,
      message,
    }
  }
  const carved = allowed.filter((specifier) => new RegExp(item.regex).test(specifier))
  const regex =
    carved.length === 0
      ? item.regex
      : `^(?!(?:${carved.map(escapeRegex).join('|')})$)[\\s\\S]*?(?:${item.regex})`
  return { regex, allowTypeImports: item.typesAllowed === true, message }
}

function ruleFor(rows, allowed = []) {
  const patterns = rows.flatMap((row) => row.never.map((item) => patternOf(row, item, allowed)))
  return { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] }
}

/**
 * Flat-config entries for eslint.config.js. One rule's options do not merge across entries (a
 * later entry replaces them), so each folder's entry repeats the rows that enclose it
 * (production code), and each excepted file gets an entry of its own, after its folder's.
 */
export function importRuleConfigs() {
  const ordered = [...IMPORT_RULES].sort((a, b) => a.folders[0].length - b.folders[0].length)
  const folderConfigs = ordered.map((row) => ({
    name: `Architecture: ${row.from.replaceAll('`', '')}`,
    files: filesOf(row),
    rules: ruleFor(rowsFor(`${row.folders[0]}/file.ts`)),
  }))
  const allowed = [
    ...IMPORT_EXCEPTIONS.map((exception) => ({ file: exception.file, imports: exception.imports })),
    ...ACTION_COMPOSITIONS.map((composition) => ({
      file: composition.caller,
      imports: composition.callee,
    })),
  ]
  const files = [...new Set(allowed.map((entry) => entry.file))]
  const exceptionConfigs = files.map((file) => ({
    name: `Architecture: named exceptions and compositions in ${file}`,
    files: [file],
    rules: ruleFor(
      rowsFor(file),
      allowed.filter((entry) => entry.file === file).map((entry) => entry.imports)
    ),
  }))
  return [...folderConfigs, ...exceptionConfigs]
}

function neverCell(row) {
  const always = row.never.filter((item) => !item.typesAllowed).map((item) => item.label)
  const values = row.never.filter((item) => item.typesAllowed).map((item) => item.label)
  const parts = []
  if (always.length > 0) parts.push(always.join(', '))
  if (values.length > 0) parts.push(`as values: ${values.join(', ')}`)
  if (row.alsoNever) parts.push(row.alsoNever)
  return parts.join('; ').replace('; (', ' (')
}

/** The Markdown table of docs/architecture.md#what-may-import-what. */
export function renderImportTable() {
  const lines = ['| from | may import | never |', '|---|---|---|']
  for (const row of IMPORT_RULES) {
    lines.push(`| ${row.from} | ${row.mayImport} | ${neverCell(row)} |`.replace('|  |', '| |'))
  }
  return lines.join('\n')
}

/** The Markdown table of docs/architecture.md#actions-that-compose-actions. */
export function renderCompositionTable() {
  const lines = ['| caller | calls | why |', '|---|---|---|']
  for (const { caller, callee, why } of ACTION_COMPOSITIONS) {
    const name = caller.replace(/^app\/actions\//, '').replace(/\.ts$/, '')
    lines.push(`| \`${name}\` | \`${callee.replace(/^#actions\//, '')}\` | ${why} |`)
  }
  return lines.join('\n')
}
