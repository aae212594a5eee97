import assert from "node:assert/strict";
import { dailyPuzzle, LEVEL_IDS } from "../engine/daily.ts";
import { loadPools } from "../routes/stats.ts";

/**
 * The daily of every level for 2026-12-01 … 2026-12-30, pinned: a change here changes what players already
 * got (or will get). Bump GENERATOR_VERSION and add a row to GENERATOR_VERSIONS instead of editing this table.
 * Columns: easy, medium, hard, expert, evil.
 */
const GOLDEN: Record<string, readonly string[]> = {
  "2026-12-01": [
    "RAGhFNZkIVJMIg_-qXBTlFDjolNO",
    "SAJoBqrEGdGetGgbA455rDA8YBTK",
    "TAB2z1LwSjUzosU4XaIUoxgUYmtP",
    "USu19Rtf3i9sC5LN7pp1GUoMbv",
    "VEhcw_wEX6uf_x7FQhOE0IGMvliq",
  ],
  "2026-12-02": [
    "RABW3v61BHzXkWNTNfo4O5wLCfeL",
    "SBOnt1UcVowL431mfSQ-qDhjFpyW",
    "TACMzjUalcEk0QYChT1SMQQGeB0I",
    "UC-JPEUG7XtVTwtWS_eurAmfe21O",
    "VAeVwokHR59iiEK9dbMH_4m0z8Pd",
  ],
  "2026-12-03": [
    "RAEEtfJx3-puaLgYOkPRFp6Ma9oP",
    "SAFNGgyiN3xnLHLFDdTAlrm8MXME",
    "TCGh3lNnTQBq_uji0H_oB1NzlFvd",
    "UAA6sSY-2A4UPuDVIc63cFdN32tm",
    "VABhlackUyLYTfynE5WLCYY5EBEf",
  ],
  "2026-12-04": [
    "RGdDYelxj-Qi471-WaE_uqE3yh",
    "SBBbOT2Yo3tgvtzalGMNRN92XF",
    "TAAXr8MLdWOJzlHw4WUUZ5YTNsc9",
    "UBYVXfQ-iAxZvBK-hucFayjM7aqk",
    "VAGmaMDRe1T_c2JFS04Pe7XSsKkP",
  ],
  "2026-12-05": [
    "RABRAbhagfGx2mytCKHOwxxZdsrQ",
    "SAQIp7SSGZ10t3a9F5mr2ZdgfB4C",
    "TABcDtOlgzdG7Xoe_wJAbP0vmNoo",
    "UE6QWyjgQrN8qDFmoeDMiBvuorjP",
    "VAh0SrPaQp9lYfhnU7fSpy2d10ST",
  ],
  "2026-12-06": [
    "RAAkRZXD0mcA7k4FCDuJasBVmXHZ",
    "SGXh4ukCBIXrGPZ1vFekV0uMoVdm",
    "TAFRxZav8jgNEr_XzD-NRqAvPq",
    "UABG-Ngx6b4t-pAtNT-v7n9n--",
    "VAHPwRGOiG_-kwjNSwX2JKn7dnyk",
  ],
  "2026-12-07": [
    "RATnqQChQd6vRiBJ6--yZ-DkXY1d",
    "S0lEnpbyTJPUJ3iUY6pVIc_-0W6I",
    "TAM71rFJz6-r8PV45Cwhgyk9RYMC",
    "UAB0nLHLPlzrz_Ty1L53x0EugpQ3",
    "VACGEVsgO88G0SAPeJyCw2DoZyfd",
  ],
  "2026-12-08": [
    "RBKb3-GzwjuxszjMprn-LRPKcauV",
    "SABRaEDvg7fSXtxJzhegEgIDH2Pf",
    "TACgZ82_js14fMBcWnMZAq-5G940",
    "UABze_XZc32aU38zry6v6F45P-t3",
    "VAFG23T25d_5gfBAwHtOOLwXVpeY",
  ],
  "2026-12-09": [
    "RALzVeDVLB1r0EBNJDsTExAWLt0c",
    "SAG3KqAJ2BHCPFEL9PT5mRBUCXrO",
    "TAIW691EZ_dnTPMBRhzLXlR_JMRU",
    "UAAN2RaZZChuKghL19kiAKT-USX1",
    "VKO2WwQ-N63wH8ciXNKLqBN_KC",
  ],
  "2026-12-10": [
    "RAWzPEIwYTb_czEoH3z6vNAakGgU",
    "SAAzp3p_og3B9XRJJ8ieKUbLxzqy",
    "TAfYT9pKW9bYYaFDIDzQxP9Y9w",
    "UFm5pbKy2XNaRYNIrHLjtsKOBxJq",
    "VAbgIqB6XR608h1efgcO2lf-vT",
  ],
  "2026-12-11": [
    "RACLBxLm7fK2ZKyIjtUTIMaxfcVh",
    "SALlY1qXzWVc-D_AKFioo-m-pjBS",
    "TAs0rgrrlVD2SttkeF0PC7FPM8hP",
    "UAAJPyaaYdivP1m-6TgZaqXVqMs_",
    "VGFMx6OWbh7U9PXBKcx7r5OPTL",
  ],
  "2026-12-12": [
    "RADe60Fg6iHEES_Q4onQa47gEnwX",
    "SDKxvtyk3omjYxvXC1EeczczjN",
    "TAA2lbOOgOBdw1JHqiCLNJUcZCuT",
    "UAWrgxHE8BSLD6BLT5aaQ4r_j2yo",
    "VACxpFMmXbuN5k3rTQc9aUGv4t6e",
  ],
  "2026-12-13": [
    "RAL7c8fl2f_wDTq3FwyOcx3ExbAh",
    "SABvfW30lR_VnzMDJ-7zH_uQB17U",
    "TAAfpAJrCqQvHbSbbWzmeJLj74ky",
    "UAArTHjcpJ1L2lER3JMrteB4F8iE",
    "VACi9VVhIsOxNjwUm51A4faSyx8X",
  ],
  "2026-12-14": [
    "RAFI7TW9Q1Yzv0by0EHivuqytXJL",
    "SAA5xBIFdUSfU5my5rZfUcu_4QAh",
    "TAAGiYLHNc6lU03uIahYxEajrgnJ",
    "UIBN1CkDn2i4hKWk05lNjTzBRF",
    "VAFy0PezznhsZ_h4predYj7s6LUb",
  ],
  "2026-12-15": [
    "RAARclFAq-FzNqxWtG4N1el9fi6l",
    "SAOZAUeLeVvOmobL4ZDWAvcDmXGF",
    "TACAKsRt0NZqtL3gwtQh51Sy7VJE",
    "UBfAaQBVS_P8jD6qRtJ7TbvKCqeg",
    "VABOJSQD1BZ8uYvTYNCtampy0Nkv",
  ],
  "2026-12-16": [
    "RABIxF3Oc_H_-bcJRGQuA96FMZW8",
    "SM1D5EDdjxSv_wb_nnszQ4pw9o",
    "TBe5KmKrEjZtwFp9HCKPACyx1v",
    "UAKa16rdK30VhUg_7LpI53Z1t5aT",
    "VAEnIKe5ROxRsRS_zkRCWxINkpbt",
  ],
  "2026-12-17": [
    "Rn7doa99yolHs6fG3BUem63qvf",
    "SCQNfiGE9VkgNxnFIeg62B87cg",
    "TABkd_pZb8-Q2LahxDGkQr3zL66s",
    "UACaqXfbyCvnyhN_nYdp1Gx5rbGB",
    "VAA4QWak96oK0m4MyIRo9bdMxMxS",
  ],
  "2026-12-18": [
    "RBzY1IJh3H7WxbzFK5l24otcry",
    "SAWwQHBDhTRx09fHgN2QREBCbvCV",
    "TAAkyt0BFM_gOaDziLSj02j_qEwP",
    "UMI52r-6tkl-iAioma-976djHl",
    "VDGP2nk-sh80QnrqofMim8bowZ",
  ],
  "2026-12-19": [
    "RAAJWiCClp9NjhlvEJO6YunerepZ",
    "SgcwnMHcB_HOMgvXnVSj0wUgLc",
    "TH9oIY_Ka9IPtrDxs2JtusvfoN",
    "UAAxnW4UTs5pJFo-iLs9K2XljHwy",
    "VABkq9FhjrnHYY0HGlNS4dcVnwin",
  ],
  "2026-12-20": [
    "RHFxN_zXB02zWn1pYJloT8RtkR",
    "SAB-tpLh8J1hriZbg0nWh8zKnlEV",
    "TABO1G_eGV6HPz9X7HoDp-DpFGYY",
    "UAOpHQxnsjHio2nfpYrhh3xhMxFD",
    "VCw1BFgOwEtTtofoQ6at6__FNsEO",
  ],
  "2026-12-21": [
    "RABNbK-uzPMJ1X-bW0eIMJgLPOFO",
    "SAAX1p2JMbaV_bLuZJE4jIsPYGLR",
    "TAAewOMSDY5zu0DSlHclltiOAuby",
    "UAAjvuUALXrzTIdhoZfmBB5H8BN4",
    "VAEnsUlu-_rPtNeWqO6s_SgnKNzr",
  ],
  "2026-12-22": [
    "RAC1kUmZ6UNbZa-kGjmpOYFZdtdx",
    "SDaG6y0SZ6cOL27YNihR-rnymqJF",
    "TAAoPfWBzkrZHDJT_TvkW6IH28ou",
    "UAG_ScL2dArRA74U3XsXvg7V_K7z",
    "VAAVbIA7oadjZE_pFnEAqE5s5-xQ",
  ],
  "2026-12-23": [
    "RABnFFn4NESK8PxmVlb3K98Jwl3A",
    "SCEphWpfRLzjnEbx93fBcts5UAt2",
    "TAATQ4C5QFraBk4ucYtsyO3iBbp0",
    "UADZCJFQ4Wxa5XVe3tTffcpEwPix",
    "VAHM9235qN--Wk5-h6CHrkA2HJw4",
  ],
  "2026-12-24": [
    "Rh3QkqP1iLRNPpJueitsLnyoYG",
    "SFVXJrB_ZWCSt7DZGrA-60CD_H",
    "TLcXIUj65pHnnUx0__ZQY2UlazKF",
    "UAWUf8JS9wEBiOXtqyFTUcnK3ukT",
    "VEjiGPuGhAGlTGJqzqkwX5F9RO",
  ],
  "2026-12-25": [
    "RAAM-OonYt996vTT2TgLFDVh_42s",
    "SAAUagLdW4798ZILqSt4mhd8Hc5H",
    "TABmSUAds4Bi6FLlkEljNAZTNR41",
    "UABPKKpweIE2Z7fjelIdLesKDcLu",
    "VALkXsKzZ__wMHxO1tNHOM-kZRir",
  ],
  "2026-12-26": [
    "RATWrRdCK4mCqAU2Qt4dqZDx5jvs",
    "SACk_f-Qcq5dJMoEE6ZLraW1KVXZ",
    "TAAsU3HHqBDFDdlCwzxwry82b6HD",
    "UABwwBr_CxqERuLIFEfMtFrYiZFq",
    "VABl6v6Y3RctCL_avLRp784RKHvd",
  ],
  "2026-12-27": [
    "RAO5LpQMGwZJWN4WNjqYMPfAqQ",
    "SAAlPtFA28Tnwto0X53BN1Q2la",
    "TAIctZu2hdm6GC_ja6dTsVCGzyui",
    "UAl6VJ9_p-clXQbppqO2cw-og-bM",
    "VwOFmft1kdRfZPRxGHunb8xuc_",
  ],
  "2026-12-28": [
    "RABHzLKm24w6Oh1hi67pScgo6EH8",
    "SAvVsfE2EGRLayG2asF37zKuJmpr",
    "TBI0508BulacDFPVgnXoyI4FEd",
    "UAGcfiM30ckEBU3P5cNelMpZbLTu",
    "VABEVlmIceOjRIUkn5xnEbFfuSV5",
  ],
  "2026-12-29": [
    "RAA9OrFXyCLqx-4nkjlnaKLuMcoC",
    "SAPA8pdsgJay8QuQCF-KMppqMf",
    "TGoYxAUUxnb8IaAmzvxFwdzth5GD",
    "UC4gxiSj5q6BMggSCsXt9IvtcDnH",
    "VAsqRGobd6v4O6naQfF-FW_bROlx",
  ],
  "2026-12-30": [
    "RAA9FtgpNgnoe3Zu9s48J9pyyIaH",
    "SAHtx9fHxe6bmwTCobmUL78mUx-S",
    "TAAC9X5XmJdAsFjxeWX1gpr5G421",
    "UABrYQ0LYdr10gMlHbtDU0jVEye9",
    "VABC0r4-tw5sXCZHCtz37P_lD8HT",
  ],
};

Deno.test("daily golden: 30 days × 5 levels give the pinned share codes", async () => {
  const pools = await loadPools();
  const changed: string[] = [];
  for (const [date, codes] of Object.entries(GOLDEN)) {
    LEVEL_IDS.forEach((level, i) => {
      const code = dailyPuzzle(date, level, pools).code;
      if (code !== codes[i]) changed.push(`${date} ${level}: ${codes[i]} → ${code}`);
    });
  }
  assert.equal(Object.keys(GOLDEN).length, 30);
  assert.deepEqual(changed, [], "dailies changed");
});
