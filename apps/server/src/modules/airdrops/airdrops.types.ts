import type { AirdropWriter } from './airdrop-writer.service';
import type { AirdropService } from './airdrop.service';

/** The airdrops module's decoration (`app.airdrops`). */
export interface AirdropsServices {
  airdrops: AirdropService;
  writer: AirdropWriter;
}
