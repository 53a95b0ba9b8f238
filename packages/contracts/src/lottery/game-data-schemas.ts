import { z } from 'zod';
import { ZText } from '../validation/text.ts';
import { ZMoney } from '../money.ts';
import { ZGameId, ZGameState } from './game-info-schemas.ts';

const ZNames = z.object({ zh: z.string(), en: z.string() }).meta({ id: 'Names' });

export const ZDrawFormat = z
  .object({
    Length: z.number().int(),
    Min: z.number().int(),
    Max: z.number().int(),
    Distinct: z.boolean().describe('No ball twice'),
    Ordered: z.boolean().describe('Order matters to bets'),
  })
  .meta({ id: 'DrawFormat' });

export const ZFamily = z
  .object({ Id: z.string(), Name: ZNames, Draw: ZDrawFormat })
  .meta({ id: 'Family' });

export const ZProfitGroup = z.object({ Id: z.number().int(), Name: ZNames }).meta({
  id: 'ProfitGroup',
  description: 'Categories reported together (profit reports, dividends)',
});

export const ZCategory = z
  .object({
    Id: z.number().int().describe('SPEC §9 lottery category'),
    Name: ZNames,
    Family: z.string().nullable().describe('Rules family it sells; null when none yet'),
    NumberKind: z.enum(['balls', 'hash']),
    NumberLength: z.number().int().describe('Balls, or hex characters of a hash'),
    ProfitGroupId: z.number().int(),
  })
  .meta({ id: 'Category' });

export const ZPrizeLevel = z
  .object({
    Id: z.string(),
    Name: ZNames,
    Probability: z
      .tuple([z.number(), z.number()])
      .describe('Chance one unit wins at this level, [numerator, denominator]'),
  })
  .meta({ id: 'PrizeLevel' });

export const ZBetTypeInfo = z
  .object({
    Id: z.string().describe('Stable id family.group.method, e.g. ssc.star5.direct'),
    Family: z.string(),
    Name: ZNames,
    Group: ZNames.describe('The picker tab'),
    Book: z.enum(['official', 'twoSided']),
    Shape: z
      .unknown()
      .describe('Selection shape the picker renders (packages/lottery TSelectionShape)'),
    Levels: z.array(ZPrizeLevel),
  })
  .meta({ id: 'BetTypeInfo' });

export const ZOddsEntry = z
  .object({
    BetTypeId: ZText,
    Item: ZText.describe("Item id for item bets, '' for the whole type"),
    Level: ZText,
    OddsThousandths: z.number().int().describe('Decimal odds × 1000, stake included'),
  })
  .meta({ id: 'OddsEntry' });

export const ZGameCatalogueEntry = z
  .object({
    GameId: ZGameId,
    GameCode: z.string(),
    Name: ZNames,
    CategoryId: z.number().int(),
    Family: z.string(),
    DrawSource: z.enum(['fair', 'hash', 'external', 'instant']),
    Books: z.array(z.enum(['official', 'twoSided'])),
    GameState: ZGameState,
    CycleSeconds: z.number().int().nullable().describe('Issue length; null for instant games'),
    IssuesPerDay: z.number().int().nullable(),
    SealSeconds: z.number().int().nullable(),
    SortOrder: z.number().int(),
    MaxPayoutPerTicket: ZMoney.describe(
      'The most one ticket pays (official book: caps the multiple, @lottery/lottery officialCapsOf)',
    ),
    MaxStakePerIssue: ZMoney.describe('The most one player stakes on one issue of the game'),
    MaxPrizeGroup: z
      .number()
      .int()
      .nullable()
      .describe(
        "The highest prize group the game pays at: the player's effective group on it is " +
          'min(own PrizeGroup, MaxPrizeGroup); null: no cap of its own',
      ),
    MinPrizeGroup: z
      .number()
      .int()
      .nullable()
      .describe(
        'The lowest group a ticket may choose: min(MinPrizeGroup, effective group); null: none',
      ),
    OddsTable: z.array(ZOddsEntry).describe('Two-sided book odds; empty without that book'),
  })
  .meta({ id: 'GameCatalogueEntry' });

/** SPEC §7 LotteryGame/Data: everything the client needs to draw lobby and bet screens. */
export const ZLotteryGameData = z
  .object({
    Families: z.array(ZFamily),
    Categories: z.array(ZCategory),
    ProfitGroups: z.array(ZProfitGroup),
    Games: z.array(ZGameCatalogueEntry).describe('Every game not offline, by sort order'),
    BetTypes: z.array(ZBetTypeInfo),
  })
  .meta({ id: 'LotteryGameData' });
export type TLotteryGameData = z.infer<typeof ZLotteryGameData>;
export type TGameCatalogueEntry = z.infer<typeof ZGameCatalogueEntry>;
/** What the server builds (money as bigint thousandths), before the JSON encoding. */
export type TLotteryGameDataInput = z.input<typeof ZLotteryGameData>;
export type TGameCatalogueEntryInput = z.input<typeof ZGameCatalogueEntry>;
