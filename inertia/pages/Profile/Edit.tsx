import { Head } from '@inertiajs/react'
import { PageHeader } from '~/components/ui/card'
import UpdateProfileInformationForm from '~/components/profile/update_profile_information_form'
import UpdatePasswordForm from '~/components/profile/update_password_form'
import DeleteUserForm from '~/components/profile/delete_user_form'
import DownloadDataForm from '~/components/profile/download_data_form'

export default function ProfileEdit() {
  return (
    <>
      <Head title="Account settings" />
      <PageHeader title="Account settings" />
      <div className="max-w-2xl space-y-6">
        <UpdateProfileInformationForm />
        <UpdatePasswordForm />
        <DownloadDataForm />
        <DeleteUserForm />
      </div>
    </>
  )
}
