import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplates } from './database-templates';

/** Once per run of the API project: the database templates every test database is copied from. */
export default async function setup(project: TestProject) {
  const { templates, remove } = await makeDatabaseTemplates(process.env.DATABASE_URL);
  project.provide('databaseTemplates', templates);
  return remove;
}
