// The approval and form pages (spec 2 §2.12), loaded when one is opened (README "Bundle"): a
// module of their own, so neither the first download nor the account screens' chunk holds them.
export {
  ApprovalDetailPage,
  ApprovalListPage,
  ApprovalStartPage,
  FormDetailPage,
} from '@tessera/screens/mobile';
