//.kernel slm_scatter_gather_w64
//.platform PVCXT
//.thread_config numGRF=128, numAcc=4, numSWSB=16
//.options_string "-dumpvisa -enableHalfLSC -dumpcommonisa -output -binary "
//.full_options "-TotalGRFNum 128 -output -binary -dumpcommonisa -dumpvisa -enableHalfLSC "
//.instCount 123
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=64 type=ud align=32 words (r0.0)
//.declare  (1)  rf=r size=64 type=ud alias=BuiltInR0+0 align=32 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.11)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.12)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r2.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.8)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.9)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.10)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=32 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=32 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V32 (38)  rf=r size=8 type=q align=4 words (r2.1)
//.declare V33 (39)  rf=r size=8 type=q align=4 words (r2.2)
//.declare V34 (40)  rf=r size=8 type=q align=4 words (r2.0)
//.declare V35 (41)  rf=r size=4 type=d align=2 words (r2.6)
//.declare V36 (42)  rf=r size=32 type=d align=2 words (r1.0)
//.declare V37 (43)  rf=r size=64 type=d align=32 words (r3.0)
//.declare P1 (44)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V38 (45)  rf=r size=64 type=d align=32 words (r4.0)
//.declare V39 (46)  rf=r size=64 type=d align=32 words (r5.0)
//.declare P2 (47)  rf=f32  size=4 type=uw align=2 words (f3.0)
//.declare V41 (49)  rf=r size=64 type=d align=32 words (r6.0)
//.declare P3 (50)  rf=f32  size=4 type=uw align=2 words (f2.0)
//.declare P4 (51)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V43 (53)  rf=r size=64 type=d align=32 words (r7.0)
//.declare V44 (54)  rf=r size=64 type=d align=32 words (r8.0)
//.declare V46 (56)  rf=r size=64 type=d align=32 words (r9.0)
//.declare V47 (57)  rf=r size=64 type=d align=32 words (r10.0)
//.declare V50 (60)  rf=r size=64 type=d align=32 words (r11.0)
//.declare V51 (61)  rf=r size=64 type=d align=32 words (r12.0)
//.declare V53 (63)  rf=r size=64 type=d align=32 words (r13.0)
//.declare V54 (64)  rf=r size=64 type=d align=32 words (r14.0)
//.declare V55 (65)  rf=r size=256 type=d align=32 words (r15.0)
//.declare V56 (66)  rf=r size=8 type=uq alias=V32+0 align=4 words (r2.1)
//.declare  (67)  rf=r size=64 type=ud align=32 words (r19.0)
//.declare  (68)  rf=r size=64 type=uq alias=+0 align=32 words (r19.0)
//.declare V57 (69)  rf=r size=32 type=d alias=V36+0 align=2 words (r1.0)
//.declare V58 (70)  rf=r size=64 type=d alias=V37+0 align=32 words (r3.0)
//.declare V59 (71)  rf=r size=256 type=d alias=V55+0 align=32 words (r15.0)
//.declare V60 (72)  rf=r size=4 type=d alias=V35+0 align=2 words (r2.6)
//.declare V61 (73)  rf=r size=64 type=ud alias=V37+0 align=32 words (r3.0)
//.declare V62 (74)  rf=r size=64 type=d alias=V38+0 align=32 words (r4.0)
//.declare V63 (75)  rf=r size=64 type=ud alias=V38+0 align=32 words (r4.0)
//.declare V64 (76)  rf=r size=64 type=d alias=V39+0 align=32 words (r5.0)
//.declare V65 (77)  rf=r size=64 type=ud alias=V39+0 align=32 words (r5.0)
//.declare V66 (78)  rf=r size=64 type=d alias=V41+0 align=32 words (r6.0)
//.declare V68 (80)  rf=r size=64 type=ud alias=V41+0 align=32 words (r6.0)
//.declare V69 (81)  rf=r size=64 type=ud alias=V43+0 align=32 words (r7.0)
//.declare V70 (82)  rf=r size=64 type=ud alias=V46+0 align=32 words (r9.0)
//.declare V71 (83)  rf=r size=64 type=d alias=V50+0 align=32 words (r11.0)
//.declare V72 (84)  rf=r size=64 type=ud alias=V50+0 align=32 words (r11.0)
//.declare V73 (85)  rf=r size=64 type=ud alias=V53+0 align=32 words (r13.0)
//.declare V74 (86)  rf=r size=8 type=uq alias=V33+0 align=4 words (r2.2)
//.declare  (87)  rf=r size=64 type=ud align=32 words (r20.0)
//.declare  (88)  rf=r size=64 type=uq alias=+0 align=32 words (r20.0)
//.declare  (89)  rf=r size=64 type=ud align=32 words (r127.0)
//.declare  (90)  rf=r size=64 type=uw align=32 words (r21.0)
//.declare  (91)  rf=r size=64 type=uw align=32 words (r22.0)
//.declare  (92)  rf=r size=16 type=w align=16 words (r1.16)
//.declare  (93)  rf=r size=16 type=w align=16 words (r2.16)
//.declare  (94)  rf=r size=2 type=uw align=1 words (r1.24)
//.declare  (96)  rf=r size=32 type=ud align=2 words (r0.0)
//.declare  (97)  rf=r size=32 type=ud align=2 words (r127.0)
//.declare  (98)  rf=r size=64 type=ud align=32 words (r1.0)
//.declare  (99)  rf=r size=32 type=ud align=2 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V32      | :q       |      8 | r2+8     | general    |
// | V33      | :q       |      8 | r2+16    | general    |
// | V35      | :d       |      4 | r2+24    | general    |
// | V34      | :q       |      8 | r2       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
per_thread_prolog:
(W)     mov (16|M0)              r127.0<1>:ud  0x0:ud                              {A@1}             // 
(W)     and (1|M0)               r127.2<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud                       // 
(W)     and (1|M0)               r127.0<1>:uw  r0.4<0;1,0>:uw    0xFF:uw                             // 
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x20:uw              {I@2}          // 
(W)     mad (1|M0)               r127.0<1>:ud  r127.2<0;0>:ud    r127.0<0;0>:uw    0x40:uw              {I@1} // 
        load.ugm.d32x16t.a32.ca.ca (1|M0)  r1:1 bti[255][r127:1]   {A@1,$0} // ex_desc:0xFF000000; desc:0x6218D500 // $110
        nop                                                                                          // 
        nop                                                                                          // 
// B001: Preds:{B000},  Succs:{B002}
// cross_thread_prolog:
(W)     and (1|M0)               r127.0<1>:ud  r0.0<0;1,0>:ud    0xFFFFFFC0:ud              {$0.src} // 
        load.ugm.d32x8t.a32.ca.ca (1|M0)  r2:1  bti[255][r127:1]   {A@1,$1} // ex_desc:0xFF000000; desc:0x6218C500 // $110
// B002: Preds:{B001},  Succs:{}
// slm_scatter_gather_w64_BB_0:
(W)     mov (1|M0)               r19.0<1>:uq   r2.1<0;1,0>:uq                   {Compacted,$1.dst}   // $1
        mov (8|M0)               r1.16<1>:w    0x76543210:v                               {$0.dst}   // $4
(W)     send.dc1 (16|M0)         r15      r19     null:0  0x0            0x024D05FF           {I@2,$2} // wr:1h+0, rd:4; a64 unaligned oword block read x16 // $1
        mov (8|M0)               r2.16<1>:w    0xDCBA9876:uv                                         // $34
(W)     mov (1|M0)               r1.24<1>:hf   0x1:hf                                                // $37
        mul (8|M0)               r1.0<1>:d     r1.16<1;1,0>:w    12:w               {I@2}            // $4
        mul (8|M0)               r6.0<1>:d     r2.16<1;1,0>:w    12:w               {I@2}            // $34
        mov (1|M0)               r4.7<1>:d     28:w                                                  // $11
        mov (1|M0)               r4.6<1>:d     16:w                                                  // $12
        mov (1|M0)               r4.5<1>:d     4:w                                                   // $13
        mov (1|M0)               r4.4<1>:d     248:w                               {Compacted}       // $14
        mov (1|M0)               r4.3<1>:d     236:w                               {Compacted}       // $15
        mov (1|M0)               r4.2<1>:d     224:w                               {Compacted}       // $16
        mov (1|M0)               r4.1<1>:d     212:w                               {Compacted}       // $17
        mov (1|M0)               r4.0<1>:d     200:w                               {Compacted}       // $18
        mov (1|M0)               r5.15<1>:d    60:w                                                  // $22
        mov (1|M0)               r5.14<1>:d    48:w                                                  // $23
        mov (1|M0)               r5.13<1>:d    36:w                                                  // $24
        mov (1|M0)               r5.12<1>:d    24:w                                                  // $25
        mov (1|M0)               r5.11<1>:d    12:w                                                  // $26
        mov (1|M0)               r5.10<1>:d    0:w                                                   // $27
        mov (1|M0)               r5.9<1>:d     244:w                                                 // $28
        mov (1|M0)               r5.8<1>:d     232:w                               {Compacted}       // $29
        add (8|M0)               r3.0<1>:d     r1.0<1;1,0>:d     8:w               {Compacted}       // $5
        add (8|M0)               r3.8<1>:d     r1.0<1;1,0>:d     104:w               {Compacted}     // $6
        add (8|M0)               r4.8<1>:d     r1.0<1;1,0>:d     40:w               {Compacted}      // $10
        add (8|M0)               r5.0<1>:d     r1.0<1;1,0>:d     136:w               {Compacted}     // $21
        add (8|M0)               r6.8<1>:d     r6.0<1;1,0>:d     96:w               {Compacted}      // $35
        mov (8|M0)               r11.0<1>:d    144:w                               {Compacted}       // $78
        mov (1|M0)               r11.6<1>:d    108:w                                                 // $79
        mov (1|M0)               r11.5<1>:d    72:w                                                  // $80
        mov (1|M0)               r11.4<1>:d    36:w                               {Compacted}        // $81
        mov (1|M0)               r11.3<1>:d    0:w                               {Compacted}         // $82
        mov (1|M0)               r11.2<1>:d    220:w                               {Compacted}       // $83
        mov (1|M0)               r11.1<1>:d    184:w                               {Compacted}       // $84
        mov (1|M0)               r11.0<1>:d    148:w                               {Compacted}       // $85
        mov (16|M0)              r7.0<1>:d     48:w                               {Compacted}        // $40
        cmp (32|M0)   (gt)f1.0   null<1>:d     r15.0<1;1,0>:d    r2.6<0;1,0>:d    {$2.dst}           // $7
        cmp (32|M0)   (gt)f3.0   null<1>:d     r17.0<1;1,0>:d    r2.6<0;1,0>:d                       // $30
(f1.0)  sel (32|M0)              r22.0<1>:uw   r1.24<0;1,0>:uw   0x0:uw              {F@1}           // $37
(f1.0)  send.dc0 (16|M0)         null     r3      r15:1   0x0            0x020309FE           {$3} // wr:1+1, rd:0; byte scattering write 32b // $8
(f1.0)  send.dc0 (16|M16)        null     r4      r16:1   0x0            0x020309FE           {$4} // wr:1+1, rd:0; byte scattering write 32b // $19
(f3.0)  send.dc0 (16|M0)         null     r5      r17:1   0x0            0x020309FE           {$5} // wr:1+1, rd:0; byte scattering write 32b // $31
(f3.0)  send.dc0 (16|M16)        null     r6      r18:1   0x0            0x020309FE           {$6} // wr:1+1, rd:0; byte scattering write 32b // $36
        sync.nop                             null                             {Compacted,I@1}        // $37
        sync.allrd                           ($4,$5,$6)                 {Compacted}                  // $37
        xor (32|M0)   (ne)f2.0   null<2>:uw    r22.0<1;1,0>:uw   0x1:uw              {$3.src}        // $37
(f3.0)  sel (32|M0)              r21.0<1>:uw   r1.24<0;1,0>:uw   0x0:uw                              // $38
        xor (32|M0)   (ne)f0.0   null<2>:uw    r21.0<1;1,0>:uw   0x1:uw              {I@1}           // $38
        mov (16|M0)              r9.0<1>:d     112:w                               {Compacted}       // $59
        mov (16|M0)              r13.0<1>:d    240:w                               {Compacted}       // $91
        add (8|M0)               r11.8<1>:d    r11.0<1;1,0>:d    32:w               {Compacted}      // $87
        mov (1|M0)               r7.14<1>:d    12:w                                                  // $41
        mov (1|M0)               r7.13<1>:d    232:w                                                 // $42
        mov (1|M0)               r7.12<1>:d    196:w                                                 // $43
        mov (1|M0)               r7.11<1>:d    160:w                                                 // $44
        mov (1|M0)               r7.10<1>:d    124:w                                                 // $45
        mov (1|M0)               r7.9<1>:d     88:w                                                  // $46
        mov (1|M0)               r7.8<1>:d     52:w                               {Compacted}        // $47
        mov (1|M0)               r7.7<1>:d     16:w                                                  // $48
        mov (1|M0)               r7.6<1>:d     236:w                                                 // $49
        mov (1|M0)               r7.5<1>:d     200:w                                                 // $50
        mov (1|M0)               r7.4<1>:d     164:w                               {Compacted}       // $51
        mov (1|M0)               r7.3<1>:d     128:w                               {Compacted}       // $52
        mov (1|M0)               r7.2<1>:d     92:w                               {Compacted}        // $53
        mov (1|M0)               r7.1<1>:d     56:w                               {Compacted}        // $54
        mov (1|M0)               r7.0<1>:d     20:w                               {Compacted}        // $55
        mov (1|M0)               r9.14<1>:d    76:w                                                  // $60
        mov (1|M0)               r9.13<1>:d    40:w                                                  // $61
        mov (1|M0)               r9.12<1>:d    4:w                                                   // $62
        mov (1|M0)               r9.11<1>:d    224:w                                                 // $63
        mov (1|M0)               r9.10<1>:d    188:w                                                 // $64
        mov (1|M0)               r9.9<1>:d     152:w                                                 // $65
        mov (1|M0)               r9.8<1>:d     116:w                               {Compacted}       // $66
        mov (1|M0)               r9.7<1>:d     80:w                                                  // $67
        mov (1|M0)               r9.6<1>:d     44:w                                                  // $68
        mov (1|M0)               r9.5<1>:d     8:w                                                   // $69
        mov (1|M0)               r9.4<1>:d     228:w                               {Compacted}       // $70
        mov (1|M0)               r9.3<1>:d     192:w                               {Compacted}       // $71
        mov (1|M0)               r9.2<1>:d     156:w                               {Compacted}       // $72
        mov (1|M0)               r9.1<1>:d     120:w                               {Compacted}       // $73
        mov (1|M0)               r9.0<1>:d     84:w                               {Compacted}        // $74
        mov (1|M0)               r13.14<1>:d   204:w                                                 // $92
        mov (1|M0)               r13.13<1>:d   168:w                                                 // $93
        mov (1|M0)               r13.12<1>:d   132:w                                                 // $94
        mov (1|M0)               r13.11<1>:d   96:w                                                  // $95
        mov (1|M0)               r13.10<1>:d   60:w                                                  // $96
        mov (1|M0)               r13.9<1>:d    24:w                                                  // $97
        mov (1|M0)               r13.8<1>:d    244:w                               {Compacted}       // $98
        mov (1|M0)               r13.7<1>:d    208:w                                                 // $99
        mov (1|M0)               r13.6<1>:d    172:w                                                 // $100
        mov (1|M0)               r13.5<1>:d    136:w                                                 // $101
        mov (1|M0)               r13.4<1>:d    100:w                               {Compacted}       // $102
        mov (1|M0)               r13.3<1>:d    64:w                               {Compacted}        // $103
        mov (1|M0)               r13.2<1>:d    28:w                               {Compacted}        // $104
        mov (1|M0)               r13.1<1>:d    248:w                               {Compacted}       // $105
        mov (1|M0)               r13.0<1>:d    212:w                               {Compacted}       // $106
        mov (16|M0)              r8.0<1>:f     r15.0<1;1,0>:f                   {Compacted}          // $2
(f2.0)  send.dc0 (16|M0)         r8       r7      null:0  0x0            0x021109FE           {F@1,$7} // wr:1+0, rd:1; byte gathering read 32b // $56
        mov (16|M0)              r10.0<1>:f    r16.0<1;1,0>:f                   {Compacted}          // $9
(f2.0)  send.dc0 (16|M16)        r10      r9      null:0  0x0            0x021109FE           {F@1,$8} // wr:1+0, rd:1; byte gathering read 32b // $75
        mov (16|M0)              r12.0<1>:f    r17.0<1;1,0>:f                   {Compacted}          // $20
(f0.0)  send.dc0 (16|M0)         r12      r11     null:0  0x0            0x021109FE           {F@1,$9} // wr:1+0, rd:1; byte gathering read 32b // $88
        mov (16|M0)              r14.0<1>:f    r18.0<1;1,0>:f                   {Compacted}          // $32
(f0.0)  send.dc0 (16|M16)        r14      r13     null:0  0x0            0x021109FE           {A@1,$10} // wr:1+0, rd:1; byte gathering read 32b // $107
(W)     mov (1|M0)               r20.0<1>:uq   r2.2<0;1,0>:uq                   {Compacted}          // $109
(f2.0)  mov (16|M0)              r15.0<1>:f    r8.0<1;1,0>:f                    {$7.dst}             // $57
(f2.0)  mov (16|M16)             r16.0<1>:f    r10.0<1;1,0>:f                   {$8.dst}             // $76
(f0.0)  mov (16|M0)              r17.0<1>:f    r12.0<1;1,0>:f                   {Compacted,$9.dst}   // $89
(f0.0)  mov (16|M16)             r18.0<1>:f    r14.0<1;1,0>:f                   {$10.dst}            // $108
(W)     mov (16|M0)              r127.0<1>:f   r0.0<1;1,0>:f                    {Compacted}          // $110
(W)     send.dc1 (16|M0)         null     r20     r15:4   0x0            0x020D45FF           {A@1,$11} // wr:1h+4, rd:0; a64 unaligned oword block write x16 // $109
(W)     send.gtwy (8|M0)         null     r127    null:0  0x0            0x02000010           {EOT,F@1} // wr:1+0, rd:0; end of thread // $110


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD32ReadSuppressions: 0
//.SIMD16s: 125
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
