import type { AirdropWriter } from './airdrop-writer.service';
import type { AirdropService } from './airdrop.service';

/** The airdrop module's decoration (`app.airdrop`). */
export interface AirdropServices {
  airdrops: AirdropService;
  writer: AirdropWriter;
}
