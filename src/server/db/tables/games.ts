/** Game vendors (vassalage codes) grouped by category. */
export interface VendorsTable {
  code: string;
  display_name: string;
  category: string;
  small_icon: string;
  is_hot: number;
  wallet_type: string;
  status: number;
  sort: number;
}
