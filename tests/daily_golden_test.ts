import assert from "node:assert/strict";
import { dailyPuzzle } from "../engine/daily.ts";
import { LEVELS } from "../engine/sharecode.ts";
import { loadPools } from "../data/pools.ts";

/**
 * The daily of every level for 2026-12-01 … 2026-12-30 (generator v1) and 2027-01-01 … 2027-01-30 (v3),
 * pinned: a change here changes what players already got (or will get). Bump GENERATOR_VERSION and add a row
 * to GENERATOR_VERSIONS instead of editing these tables. Columns: easy, medium, hard, expert, evil.
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

const GOLDEN_V3: Record<string, readonly string[]> = {
  "2027-01-01": [
    "RABGg7MvDDBjEaXKPfLyoUM7TiJS",
    "SAXlepZz5anjDGXMHnNo6_rvz7Jn",
    "TAA3LkwDY1d4e_o3H5WUGIfRnEZm",
    "UAp8uHfUMppiazOSwue7TsVDBFTc",
    "VVomMEcOWL3tEY42qE4ALdchWZWh",
  ],
  "2027-01-02": [
    "RAO4zfwF5rvqdvlCPYHvzjq6o_Ps",
    "SABqu4OHFVs44wzxfx4pGGp0_gRz",
    "TARHT_GgegbVRccjx5qj2cCKNlgv",
    "UABDtu5UFUnz2hrlItr0MIjMEqhA",
    "VABLdhP4hHYYXIqp5Av3-7iKTQs1",
  ],
  "2027-01-03": [
    "RAD9R05gp7AzmsiWKvnks4jAbV0K",
    "SAydUEAMJsOQIlDJfgazNQaE-3OQ",
    "TBd2GDwwXphYALeX4iZbN65VzOqo",
    "UANGRMecnpv-b-4csECXKOzt_LuX",
    "VALHq0otRhr8AFOUVGHOBSQuU9C7",
  ],
  "2027-01-04": [
    "RADs6p6z-7R9PW0MVo1Mu-_11AXr",
    "SAAOKP5sCgPartf-8E8OMLwkqWsU",
    "TADYbvUjS9XBOK6lnUMeCkStD2Tm",
    "ULXh-S3AuR27O8pcf4X1ajYxtb",
    "VAKrffAVC6vWyPkI7_Vq24cT4rLQ",
  ],
  "2027-01-05": [
    "RAD2d_OZ7h_Rlg3zveH6nRw1wAIB",
    "SADBjDnQUXoZuVP8czWW0fJRn6rm",
    "TSqyBD4GbKSkzR2gSbuqlwlDRc",
    "UDMBnNwvM4rYsq8ADCXr28irRs33",
    "VADVg4gTsEeDfidJp0J6eCk1kUiq",
  ],
  "2027-01-06": [
    "RAGccHz96-bggIxUX5snBe02mT_M",
    "SAPWBCi3Rs5_r5KekltviKJQerwR",
    "TAL6W-KYSa9NHwRf8ddBmRfR9jmO",
    "UAQM-DXrB6-edtbiEVBMTLv6XVUK",
    "VATqJDsiE0-dJ4dSoSTnMB1n7hsE",
  ],
  "2027-01-07": [
    "RA2FgAew0Ngau_5YWvgNeKmEKQ",
    "SAAgRlBaVMQxwhhus-mcXZuaDUkY",
    "TBszWnQXSC0_X_-DTnjsE0iPxUxd",
    "UAb_96_9R5VNzUbWaDzevXe7xlE9",
    "VAXJnlnwAIjKO7CcL3di3Mrjqgo_",
  ],
  "2027-01-08": [
    "RAAbzyagvEK7BobfcGdVB1bgsaY6",
    "SAEVkqq2NCMATH8Yd7HB61ZPB5Xu",
    "TAHnu0-tA6ITXAKnHsbrTv5PJXX2",
    "UAmRfXx-3iPZy_pYo6H1Cfuy19ag",
    "VADmOnYCfilbqdU-b8piep_oAj9X",
  ],
  "2027-01-09": [
    "RCmaUoszhkyd7hPHkEeP1IkNDV",
    "SWCCN1cXzUyQUBfao0EpMhB7kRXI",
    "TAW_mC-_ut8EMSkLoqp0i78UQR90",
    "UACX0Dgk3Ox4PQWlXugPpZ5Ko21K",
    "VAECY6RsAwAtiYftbsQ8tqLz79NO",
  ],
  "2027-01-10": [
    "RAXffvqHU-MgbQIk_HHch_2dx8_6",
    "SAA2ptHT-N9HauY7tqu8MDOPg2y0",
    "TAAyjB82YCWPpRvQC0XsYyDy7Wpn",
    "UACA7Em4Odlf5IvBbJmBNXYnkCDg",
    "VAAw3nvE7wFGw6sBrKu37qoPmE3J",
  ],
  "2027-01-11": [
    "RABmu7ll85E_TRAyHQSRijV7IYZQ",
    "SNjDT5H7v2q_P9NaOmXmXS0JSg",
    "TABqsPO2yR29TAw6rHQ6z2tUv7V0",
    "UADSwTKbkMADqhNVU-K4KM3RS5WL",
    "VAAfnd4rhrBnNe395GMbO7byn-Gc",
  ],
  "2027-01-12": [
    "RAES633VEyeRnFWPFQGRQmTGS-_I",
    "SAKGi-bqQ6n3feFrrSVJSnC8A5iO",
    "TDWqWciafSOvL5JBkEUsOIjeWyNX",
    "UABTBMAKlAx-28gr-4_H0xjcC6OL",
    "VAShRbVlOJUW4WdBOQtfdL-3JdXD",
  ],
  "2027-01-13": [
    "RACDTSiCELMe4oTME1a7bi0ozYrX",
    "SAxM0_jErdjLAXz1w8ycH7Hh8B1J",
    "TCMv8_Czx12Ek8oxiIeXjEI7A-y1",
    "UAJxAv9vmVWI0ofyW3IUw0VQw9Ch",
    "VAB9tflnjB2b0hyNMTCUa379YMs8",
  ],
  "2027-01-14": [
    "RADkp8AfoZVh9VDuJaaUynU87x-G",
    "SAASdYKloZPy6WFOuxwrd6pHU97l",
    "TAJB-ZL-AEAx3pSmQdOPI8SPnHHX",
    "UAWy790mRwAx0DjxGJdi_56Ypj",
    "VBz-rekWyUEeL6GK0gavdJM2m6vr",
  ],
  "2027-01-15": [
    "RACD0zuG2_CLOFch2V-UYS0e0gwF",
    "SAAknHb2to-_chP81ARzH4-H0G6x",
    "TpqgpMshyTCNFPEucFh6uUHCcTBF",
    "UAFIy-Z9rvOmQlqZgNzbSJgh_q13",
    "VANwCA0UpRWz_ZVXnZZJshxJaXc-",
  ],
  "2027-01-16": [
    "RABsTZPKgPRCbSKUJ_dSOX6iaEBA",
    "SABLBVR-j9tJauCrYoZ3RoGXaOXZ",
    "TACxhvXazWq0ky0QSh17Xu-bvnYk",
    "ULtu_TyE4n3Ek6Rnr8wISbhyHXzP",
    "VACMKJ06r3QxxjX2SwhIBWg-QWnU",
  ],
  "2027-01-17": [
    "RAFNWdcvgNlubDYs40mPkFxy4wD2",
    "SAAV9gwltibwKwWR7AydBGU1y6yr",
    "TAaZukgNak3BO2geTy8RcGeGjvjI",
    "ULo4rVLqfKmcGl2OecFnRLQv7S",
    "VAAOWpADpnuuny_unlm_0d4kLaQD",
  ],
  "2027-01-18": [
    "RAA5r8WwE8N94EJBNSlKvtocZmjI",
    "SAGMYCF0c6Lbsh1Y0hScWGET3_nK",
    "TAAkYpRwQefkrs6UfRhL6ijtfk5W",
    "UAXqq8RV7qCrazovmC3OVRneTs",
    "VABoysuy5YVT0hpjPx3Lfy9xq8fY",
  ],
  "2027-01-19": [
    "RBHG_kIoD2aw7sn9tLBZsZovWq7c",
    "SFLQAvIsKCAR4YKksea5uOYI62",
    "TAAiabo7pUpP2jtTEWo3jL766OCb",
    "UCOz0mdr9p02dsUz8iVHmyk55Y",
    "VMnk8be1LkFQQFjyMP6Z6IupQN",
  ],
  "2027-01-20": [
    "RADVFP9nHHGIBa9CrZXSWIkQE27u",
    "SPlvyQ5TzZA4CT0FFrXmT1J5MT",
    "TIkT6woqPF6tEGdoWNCmzyj7Y_",
    "UALdl0cJlug0TenODI05w2WTdBix",
    "VADvdPg2KfRn6TYTMyIzgDDKhQDi",
  ],
  "2027-01-21": [
    "RDofKq-q6fsLQ__0OgJZ6mR66wVz",
    "SABTn-iPIRYi-ggJxSOzxsmhciz2",
    "TBICLPKokaOkeb4xniBV29rclMvs",
    "UAAyDuqAhl_5FXeOBWsg29zbqk84",
    "VADG2R3cAf_oWMqTVPPUv8PyAyiI",
  ],
  "2027-01-22": [
    "RADEVDdS7QHeWtu-ObEUnbJl1ESl",
    "SEDgMNkw8fkllOCpxuHvDrqhzIrk",
    "TACWZo96p3wLbiJGMv1cFg2C5EgR",
    "UEuRC1VwGvHNAYrE0VDc3NmMNqJg",
    "VOy7WuVfCZwQzMvEnosJvC0DvReN",
  ],
  "2027-01-23": [
    "RMaALST-Ubx1q7xKcHFjYXy7Y2",
    "SHXa4ygGETzNQ2Tr_n9Qpk8Tm8",
    "TAR9mpw1ZmbSDe-FBj2kP0VFZleh",
    "UAfsXFtTgU6y4IzRI9bv4Hcw3rIT",
    "VACfwz_4tS95GgtXoyC5xFI4L095",
  ],
  "2027-01-24": [
    "RAgdb05EAqElgZffZkLJEdm2KDDu",
    "SAEk3nLSKtUJzURhEJu2lbvh_PqR",
    "TFR359MtTyqmAU8per3Qz7dbuX",
    "UAgyLBvhwrPBp6weUEQ7QPJ-fXfO",
    "VEVEMk_1_4Z6whFjy9zWo-3Mosf_",
  ],
  "2027-01-25": [
    "RAxKJGm8af2UR7pi0qAsM6vlNw-z",
    "SAL7CJTE7tHHbDfK2tsgQYM5qCUY",
    "TAAIoUsUG15tDup6qLj_gHbN-0Aj",
    "UMpEmkeHMaORxWxfJBp4UbLZ4R",
    "VBIPoMUQpnkTvrZVpG9B3cKzLEVM",
  ],
  "2027-01-26": [
    "RAUAobbqZaZeYQd9i1bCReCjQjR3",
    "SABWIRRrQAPevEIj7vLLy9HUy-qd",
    "TAAQxx76QGwjQc6GHB2prxCaDHOa",
    "UKrZlQY_IoPFNI20TbVnwcwDG8",
    "VSmX1fCHQGsNi0hrB8DO_jxjUJ",
  ],
  "2027-01-27": [
    "RABVoWCA5wQEn_BNrb4WhGO1zwrE",
    "SABOEaZ_ZmGTrcCpxtB_eMSd1Odp",
    "TCTM2nYwqt_KRwBJy1hMhHHB2f",
    "UAmTE79552aaxL2vNzb3WKVt_SDo",
    "VAFs40PiJAeuCy2JgqBZiDVnudYY",
  ],
  "2027-01-28": [
    "RAXY7n85o2VyBRKtiUxTwNozkV06",
    "SAAIPDYXcde-jZkNIsynUR4vdQm3",
    "TADWUsJ2ezhnhDSQPpj08VOqIWd_",
    "UABmVPiK49cEA6q49QKXQFBdeOI0",
    "VAB0vmm9lorpiEZlOaRqm65j3oNK",
  ],
  "2027-01-29": [
    "RAOtsTSpfV7WpdsUWH-B_vguUJrn",
    "SABkPf4PSNywYIHQKQblU_sZUcUg",
    "TAAvXfl8Jy7214yZBJRjszmpTX6d",
    "UATGt2Mbd2vS3nsBiH5P9fqQGdnr",
    "VAKdtNG7tmIZNq-8XMMaSyZD74vV",
  ],
  "2027-01-30": [
    "RAAGT-BC8BEltJ05WpeAjO9ATiT5",
    "SAEs73bFJ_hbpXSW5ZjloN9s08Od",
    "TATW9adJifoMOgd1Orn1muJTdbns",
    "UAGDXD8jMCJF2y5FkZU1oC6P0hn_",
    "VSBygeqNJXl9w_xLLIUZRWk3Nv",
  ],
};

Deno.test("daily golden: 2 × 30 days × 5 levels give the pinned share codes", async () => {
  const pools = await loadPools();
  const changed: string[] = [];
  for (const [date, codes] of [...Object.entries(GOLDEN), ...Object.entries(GOLDEN_V3)]) {
    LEVELS.forEach((level, i) => {
      const code = dailyPuzzle(date, level, pools).code;
      if (code !== codes[i]) changed.push(`${date} ${level}: ${codes[i]} → ${code}`);
    });
  }
  assert.equal(Object.keys(GOLDEN).length, 30);
  assert.equal(Object.keys(GOLDEN_V3).length, 30);
  assert.deepEqual(changed, [], "dailies changed");
});

Deno.test("daily golden: the version-3 days that need the most work stay generated, with the same puzzle", async () => {
  // The costliest Hard days of 2027 (work units): a smaller budget would send them to the pool, so they pin the
  // budget too, which the first 30 days (at most 18,904 units) do not.
  const pools = await loadPools();
  const costliest: Array<[string, string, number]> = [
    ["2027-12-31", "TCOaGgasVV552oMBMeID_eMebsZ9", 24_122],
    ["2027-02-24", "TAc5gFawqTRVAkac-cfgUClnV8lF", 23_533],
    ["2027-06-16", "TBfXAQqTaJ9DmRovG_FdeKDRJ-Lw", 22_641],
  ];
  for (const [date, code, work] of costliest) {
    const daily = dailyPuzzle(date, "hard", pools);
    assert.deepEqual([daily.code, daily.source, daily.work], [code, "generated", work], date);
  }
});
