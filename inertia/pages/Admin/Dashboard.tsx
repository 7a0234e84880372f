import { Head } from '@inertiajs/react'
import { Card, EmptyState, PageHeader } from '~/components/ui/card'

interface Props {
  users: { total: number; verified: number; admins: number }
  auditLog: {
    id: number
    actor: string
    action: string
    subject: string | null
    createdAt: string
  }[]
}

export default function AdminDashboard({ users, auditLog }: Props) {
  return (
    <>
      <Head title="Admin dashboard" />
      <PageHeader title="Admin dashboard" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Stat label="Users" value={users.total} />
        <Stat label="Verified e-mail" value={users.verified} />
        <Stat label="Admins" value={users.admins} />
      </div>
      <Card title="Audit log" description="The most recent administrator actions.">
        {auditLog.length === 0 ? (
          <p className="text-sm text-gray-600">No administrator actions recorded yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="text-gray-500">
                <th className="py-1 font-medium">When</th>
                <th className="py-1 font-medium">Who</th>
                <th className="py-1 font-medium">Action</th>
                <th className="py-1 font-medium">Subject</th>
              </tr>
            </thead>
            <tbody>
              {auditLog.map((entry) => (
                <tr key={entry.id} className="border-t border-gray-100">
                  <td className="py-1">{new Date(entry.createdAt).toLocaleString()}</td>
                  <td className="py-1">{entry.actor}</td>
                  <td className="py-1">{entry.action}</td>
                  <td className="py-1">{entry.subject ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <EmptyState title="Activity, coach and system figures">
        <p>
          Sign-ups over time, active athletes, imported activities, coach usage and cost, and queue
          and realtime health appear here as those features are enabled.
        </p>
      </EmptyState>
    </>
  )
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <p className="text-sm text-gray-500">{label}</p>
      <p className="mt-1 text-2xl font-bold text-gray-900">{value}</p>
    </div>
  )
}
