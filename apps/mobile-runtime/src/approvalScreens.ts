// The approval and form pages (spec 2 §2.12) of the account portal, loaded when one is opened:
// a module of their own, so the first download does not hold them (README "Benchmark").
export {
  ApprovalDetailPage,
  ApprovalListPage,
  ApprovalStartPage,
  FormDetailPage,
} from '@tessera/screens/mobile';
