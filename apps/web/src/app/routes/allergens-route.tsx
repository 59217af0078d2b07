import { AllergensPage } from '../../features/allergens/components/allergens-page';
import { withBrand } from './brand-screen';

/** `allergens`: the brand's allergen matrix (issue 34). */
export const AllergensRoute = withBrand(function AllergensScreen({ brand, config }) {
  return <AllergensPage brand={brand} config={config} />;
});
