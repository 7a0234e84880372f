import { BaseSeeder } from '@adonisjs/lucid/seeders'

/**
 * `node ace db:seed` imports every script under database/seeders, subfolders included, and
 * fails on one whose default export is not a seeder class. The demo data's helper modules
 * (the training simulator, the FIT file cache, the history import) live here, next to the
 * seeder that uses them, and each default-exports this seeder, which never runs: no
 * environment matches.
 */
export default class NotASeeder extends BaseSeeder {
  static environment: string[] = []

  async run() {}
}
