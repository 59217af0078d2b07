import type { Campaign } from '@storefront/contract/web-customer-config';
import { SmartLink } from '../../../components/ui/smart-link';
import { tileHref } from '../../../lib/links';
import './campaign-tiles.css';

/**
 * The home template's campaigns: each opens an internal route or an external link (spec §2). A campaign
 * picture is artwork that carries its own title, so the title is then read out but not printed again.
 */
export function CampaignTiles({ brand, campaigns }: { brand: string; campaigns: Campaign[] }) {
  return (
    <ul className="campaign-tiles">
      {campaigns.map((campaign, index) => {
        const href = tileHref(brand, campaign);
        const content = campaign.Image ? (
          <>
            <img
              className="campaign-tile__image"
              src={campaign.Image}
              alt=""
              loading="lazy"
              width={600}
              height={400}
            />
            <span className="visually-hidden">{campaign.Title}</span>
          </>
        ) : (
          <span className="campaign-tile__title">{campaign.Title}</span>
        );
        return (
          <li key={`${campaign.Title}-${index}`} className="campaign-tile">
            {href ? (
              <SmartLink href={href} className="campaign-tile__link">
                {content}
              </SmartLink>
            ) : (
              <div className="campaign-tile__link">{content}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
