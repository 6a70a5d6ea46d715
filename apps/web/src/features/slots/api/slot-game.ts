/**
 * A slot game as games/list.php returns it. The shared package has no schema for this call yet,
 * so the fields the spec names are typed here.
 */
export interface SlotGame {
  id: number;
  slug?: string;
  name: string;
  provider_name?: string | null;
  image?: string | null;
  image_url?: string | null;
  rtp?: number | string | null;
  volatility?: string | null;
  launch_count?: number | null;
  is_featured?: number | boolean | null;
  is_new?: number | boolean | null;
  is_hot?: number | boolean | null;
  has_demo?: number | boolean | null;
  is_favorite?: boolean | number | null;
  /** The logged-in player's own last round of this game (server side), ISO time. */
  last_played_at?: string | null;
}

/** The spec's flags are 1 when true. */
export function flag(value: unknown): boolean {
  return value === 1 || value === true || value === '1';
}
