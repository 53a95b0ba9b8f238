import { z } from 'zod';

const ZLogoFile = z
  .object({ FilePath: z.string().describe('Image URL, absolute or relative to the site root') })
  .meta({ id: 'LogoFile' });

export const ZLogoEntry = z
  .object({ PCLogo: ZLogoFile, MobileLogo: ZLogoFile })
  .meta({ id: 'LogoEntry', description: 'One slot: the image for PC screens and for mobile ones' });

export const ZAllLogos = z
  .object({
    HomePage: ZLogoEntry,
    SpeedTestPage: ZLogoEntry,
    RegisterPage: ZLogoEntry,
    LoginPage: ZLogoEntry,
    DefaultPlayerHeadImage: ZLogoEntry,
    Favicon: ZLogoFile,
  })
  .meta({
    id: 'AllLogos',
    description:
      'Every logo slot, keyed by slot name: HomePage, SpeedTestPage (page=speedtest), ' +
      'RegisterPage, LoginPage and DefaultPlayerHeadImage (shown when a player has no head ' +
      'image) each have a PC and a mobile image; Favicon is one file for every device.',
  });
export type TAllLogos = z.infer<typeof ZAllLogos>;
