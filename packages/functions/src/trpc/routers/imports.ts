import {
  confirmImport,
  createImportUpload,
  exportSkippedRows,
  getImport,
  listImportIssues,
  startImport,
} from "@pos/core/imports/import-jobs";
import {
  ZImportIssuesInput,
  ZImportRef,
  ZImportUploadInput,
  ZStartImportInput,
} from "@pos/core/imports/import-job.schema";
import { adminProcedure, router } from "../init";

/** Imports of CSV and XLSX files (admin.md 4, 5; docs/imports.md). companyId 0: the platform's own imports. */
export const importsRouter = router({
  upload: adminProcedure.input(ZImportUploadInput).mutation(({ input }) => createImportUpload(input)),
  start: adminProcedure
    .input(ZStartImportInput)
    .mutation(({ input, ctx }) => startImport(input, { userId: ctx.by.userId })),
  get: adminProcedure.input(ZImportRef).query(({ input }) => getImport(input)),
  issues: adminProcedure.input(ZImportIssuesInput).query(({ input }) => listImportIssues(input)),
  confirm: adminProcedure.input(ZImportRef).mutation(({ input }) => confirmImport(input)),
  skippedRows: adminProcedure.input(ZImportRef).mutation(({ input }) => exportSkippedRows(input)),
});
