// The approval and form pages load when opened (README "Approval pages"): a module of their own,
// so the dynamic import that fetches them names only these and the first download stays as it was.
export {
  ApprovalDetailPage,
  ApprovalListPage,
  ApprovalStartPage,
  FormDetailPage,
} from '@tessera/screens/pc';
