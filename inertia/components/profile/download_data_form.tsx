import { useForm } from '@inertiajs/react'
import type { FormEvent } from 'react'
import { route } from '~/lib/routes'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'

/** "Download all my data": queues the export; the link arrives by e-mail. */
export default function DownloadDataForm() {
  const form = useForm({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    form.post(route('profile.export'), { preserveScroll: true })
  }
  return (
    <Card
      title="Download all my data"
      description="A ZIP with your profile, activities (with the original files), plans and their revisions, gear and coach conversations. We e-mail you a link that works for 24 hours."
    >
      <form onSubmit={submit}>
        <Button type="submit" variant="secondary" disabled={form.processing}>
          Prepare my download
        </Button>
        {form.recentlySuccessful && (
          <p className="mt-2 text-sm text-gray-600">Requested: watch your inbox.</p>
        )}
      </form>
    </Card>
  )
}
